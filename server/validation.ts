import type { z } from 'zod';
import { ErrorCode, type ValidationIssue } from '../contracts/errors.js';
import { HttpError } from './http-errors.js';

/** The `issues` of a 400 answer (decision 034), from a Zod error raised in a handler. */
export function zodIssues(error: z.ZodError, context = 'body'): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}

/** A 400 answer for a payload that failed its schema, led by the first rule that failed. */
export function validationError(error: z.ZodError, context = 'body'): HttpError {
  const issues = zodIssues(error, context);
  return new HttpError(400, issues[0]?.message ?? 'Invalid request', ErrorCode.VALIDATION, issues);
}
