export interface ValidationIssue {
  path: string;
  message: string;
}

/** An error that is an answer: its status and message are safe to show to the caller. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly issues?: ValidationIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const unauthorized = () => new HttpError(401, 'Unauthorized');
export const forbidden = () => new HttpError(403, 'Forbidden');
export const displayNameRequired = () =>
  new HttpError(403, 'Display name required', 'DISPLAY_NAME_REQUIRED');
export const notFound = (what: string) => new HttpError(404, `${what} not found`);
