import type { ErrorCode, ValidationIssue } from '@contracts/errors';

/**
 * The one way the web client talks to the API. Answers are returned as `unknown`: callers parse
 * them with the schemas in `contracts/`.
 */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What a failed answer said, besides its status, when it was the API's error answer. */
export interface ApiErrorDetails extends ErrorOptions {
  serverMessage?: string;
  code?: ErrorCode;
  issues?: readonly ValidationIssue[];
}

/**
 * A non-OK answer. Its message is what screens show and tests look for: the status, a colon and a
 * space, then the body text, or the status text when the body is empty. What the body says as an
 * error answer (contracts/errors.ts) is in fields, read once when the answer arrives.
 */
export class ApiError extends Error {
  readonly status: number;
  /** The answer's own `message`, when it has a non-blank one: words fit to show the user. */
  readonly serverMessage?: string;
  /** The kind of failure, when the server named one. */
  readonly code?: ErrorCode;
  /** Which fields a 400 refused, and why; empty for any other failure. */
  readonly issues: readonly ValidationIssue[];

  constructor(
    status: number,
    message: string,
    { serverMessage, code, issues = [], ...options }: ApiErrorDetails = {},
  ) {
    super(message, options);
    this.name = 'ApiError';
    this.status = status;
    this.serverMessage = serverMessage;
    this.code = code;
    this.issues = issues;
  }
}

/** The failure as an ApiError, or undefined for any other (no connection, a cancellation). */
export const asApiError = (error: unknown): ApiError | undefined =>
  error instanceof ApiError ? error : undefined;

// The error contract brings zod, which the first screen's download leaves out (decision 018): it
// loads when a failed answer first needs reading, by then mostly in the browser's cache already.
// Without it (its chunk gone after a deploy) the failure still stands, as plain text.
const readErrorBody = (bodyText: string) =>
  import('@contracts/errors').then(
    (contract) => contract.readErrorBody(bodyText),
    () => null,
  );

/**
 * The error of a failed answer, from its status and body text: the one place where a failure's
 * message is made and its body read, for fetch and upload alike.
 */
export async function apiErrorFromAnswer(
  status: number,
  bodyText: string,
  statusText = '',
): Promise<ApiError> {
  const body = await readErrorBody(bodyText);
  return new ApiError(status, `${status}: ${bodyText || statusText}`, {
    serverMessage: body?.message.trim() ? body.message : undefined,
    code: body?.code,
    issues: body?.issues,
  });
}

type Transport = (url: string, init: RequestInit) => Promise<Response>;

// The browser's fetch; the server's first render of a page answers from the server itself
// (web/ssr/render-page.tsx), where there is no origin to resolve the relative URLs against.
let transport: Transport = (url, init) => fetch(url, init);

/** Routes every later call through `next`; for the server's render only. */
export function setApiTransport(next: Transport): void {
  transport = next;
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
  if (!response.ok) {
    throw await apiErrorFromAnswer(response.status, await response.text(), response.statusText);
  }
  return response;
}

/** The JSON of an answer; an empty body (e.g. 204) reads as `null`. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  return text ? JSON.parse(text) : null;
}

/**
 * A read for queries. With `on401: 'returnNull'` a 401 means "nobody signed in" and resolves to
 * `null` instead of failing (used for the current user).
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
