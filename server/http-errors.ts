import { type ErrorBody, ErrorCode, type ValidationIssue } from '../contracts/errors.js';

/**
 * An error that is an answer: its status and message are safe to show to the caller, its code one
 * of the contract's (contracts/errors.ts), and it may carry headers for the answer (a 429's
 * Retry-After).
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: ErrorCode,
    readonly issues?: readonly ValidationIssue[],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * The body of an error answer a route sends itself (the sign-in routes, which answer a form post
 * with a page and a JSON call with this): the same code a thrown HttpError of that kind carries.
 */
export function errorBody(status: number, message: string, issues?: ValidationIssue[]): ErrorBody {
  if (issues) return { message, code: ErrorCode.VALIDATION, issues };
  return status === 429 ? { message, code: ErrorCode.RATE_LIMITED } : { message };
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = () => new HttpError(403, 'Forbidden');
export const displayNameRequired = () =>
  new HttpError(403, 'Display name required', ErrorCode.DISPLAY_NAME_REQUIRED);
/** The answer to a cook who tries to follow, like or comment on the content of one who blocked them. */
export const cantInteract = () => new HttpError(403, "You can't interact with this cook");
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
/** What an address that is no route answers, word for word; also for a route kept hidden. */
export const routeNotFoundMessage = (method: string, url: string) =>
  `Route ${method} ${url.split('?')[0]} not found`;
export const routeNotFound = (request: { method: string; url: string }) =>
  new HttpError(404, routeNotFoundMessage(request.method, request.url));
/** 429, with when to try again (seconds) in its message's place and in Retry-After. */
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, ErrorCode.RATE_LIMITED, undefined, {
    'retry-after': String(retryAfterSeconds),
  });
