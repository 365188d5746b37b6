/**
 * The one way the web client talks to the API (SPEC §7, §8). Answers are returned as `unknown`:
 * callers parse them with the schemas in `contracts/`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A non-OK answer. The message is what screens show: "{status}: {body text}" (SPEC §8). */
export class ApiError extends Error {
  readonly status: number;

  constructor(status: number, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
  }
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server's first render of a page answers from the server itself
// (web/ssr/render-page.tsx), where there is no origin to resolve the relative URLs against.
let transport: Transport = (url, init) => fetch(url, init);

/** Routes every later call through `next`; for the server's render only. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function toApiError(response: Response): Promise<ApiError> {
  const text = (await response.text()) || response.statusText;
  return new ApiError(response.status, `${response.status}: ${text}`);
}

/**
 * Sends one call with the session cookie. A FormData body goes as is (the browser sets the
 * multipart boundary); any other body is sent as JSON. Throws `ApiError` for a non-OK answer.
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  options: { signal?: AbortSignal } = {},
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', signal: options.signal };
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const response = await transport(url, init);
  if (!response.ok) throw await toApiError(response);
  return response;
}

/** The JSON of an answer; an empty body (e.g. 204) reads as `null`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * A read for queries. With `on401: 'returnNull'` a 401 means "nobody signed in" and resolves to
 * `null` instead of failing (SPEC §7: used for the current user).
 */
export async function getJson(
  url: string,
  options: { on401?: 'throw' | 'returnNull'; signal?: AbortSignal } = {},
): Promise<unknown> {
  try {
    return await readJson(await apiRequest('GET', url, undefined, { signal: options.signal }));
  } catch (error) {
    if (options.on401 === 'returnNull' && error instanceof ApiError && error.status === 401) {
      return null;
    }
    throw error;
  }
}
