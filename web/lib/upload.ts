import { apiErrorFromAnswer } from './api';

export interface UploadProgress {
  /** Bytes of the request body sent so far. */
  loaded: number;
  /** Bytes of the whole request body. */
  total: number;
}

export interface UploadOptions {
  /** Called as the body goes out; not called when the browser cannot tell the total size. */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborting rejects with an `AbortError`, as `fetch` does. */
  signal?: AbortSignal;
  /** Request headers besides the cookie (an `Accept` for a streamed answer). */
  headers?: Record<string, string>;
  /** Called with the answer's text so far, as it arrives (a stream of progress lines). */
  onAnswerText?: (text: string) => void;
}

// Statuses whose answer must not carry a body (the Response constructor refuses one).
const NULL_BODY_STATUSES = new Set([204, 205, 304]);

/**
 * Sends a multipart form like `apiRequest` in api.ts — session cookie, the browser's multipart
 * boundary, the same ApiError for a refusal — but through XMLHttpRequest, because fetch
 * cannot report how much of a request body has been sent, and a 100 MB video needs a real progress
 * bar. Resolves with a `Response`, so callers read it with `readJson` like any other answer.
 */
export function uploadForm(
  method: 'POST' | 'PUT',
  url: string,
  form: FormData,
  { onProgress, signal, headers = {}, onAnswerText }: UploadOptions = {},
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortReason(signal));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbortSignal);

    xhr.open(method, url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    if (onAnswerText) {
      xhr.addEventListener('progress', () => onAnswerText(xhr.responseText));
    }
    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    });
    xhr.addEventListener('load', () => {
      settle();
      if (xhr.status >= 200 && xhr.status < 300) {
        resolve(toResponse(xhr));
        return;
      }
      void apiErrorFromAnswer(xhr.status, xhr.responseText, xhr.statusText).then(reject);
    });
    xhr.addEventListener('error', () => {
      settle();
      // The same kind of failure fetch gives when the network is down.
      reject(new TypeError('Failed to fetch'));
    });
    xhr.addEventListener('abort', () => {
      settle();
      reject(signal ? abortReason(signal) : abortError());
    });
    signal?.addEventListener('abort', onAbortSignal, { once: true });
    xhr.send(form);
  });
}

/** Whether a failure is the caller's own cancellation rather than a real error. */
export function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function abortError(): DOMException {
  return new DOMException('The upload was cancelled.', 'AbortError');
}

function abortReason(signal: AbortSignal): unknown {
  return isAbortError(signal.reason) ? signal.reason : abortError();
}

function toResponse(xhr: XMLHttpRequest): Response {
  const contentType = xhr.getResponseHeader('Content-Type');
  return new Response(NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText, {
    status: xhr.status,
    statusText: xhr.statusText,
    headers: contentType ? { 'Content-Type': contentType } : undefined,
  });
}
