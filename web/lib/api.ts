import { type ErrorCode, errorBodySchema, type ValidationIssue } from '@contracts/errors';

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

/**
 * The error answer as far as the body is one: a code or issues this client does not know are
 * left out rather than losing the message with them.
 */
const lenientErrorBody = errorBodySchema.extend({
  code: errorBodySchema.shape.code.catch(undefined),
  issues: errorBodySchema.shape.issues.catch(undefined),
});

function errorDetails(bodyText: string): ApiErrorDetails {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return {};
  }
  const body = lenientErrorBody.safeParse(json);
  if (!body.success) return {};
  const { message, code, issues } = body.data;
  return { serverMessage: message.trim() ? message : undefined, code, issues };
}

/**
 * The error of a failed answer, from its status and body text: the one place where a failure's
 * message is made and its body read, for fetch and upload alike.
 */
export function apiErrorFromAnswer(status: number, bodyText: string, statusText = ''): ApiError {
  return new ApiError(status, `${status}: ${bodyText || statusText}`, errorDetails(bodyText));
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
    throw apiErrorFromAnswer(response.status, await response.text(), response.statusText);
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
