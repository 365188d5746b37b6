import type { z } from 'zod';

export interface ValidationIssue {
  path: string;
  message: string;
}

/** The `issues` of a 400 answer (CONTRACT "Errors"), from a Zod error raised in a handler. */
export function zodIssues(error: z.ZodError, context = 'body'): ValidationIssue[] {
  return error.issues.map((issue) => ({
    path: [context, ...issue.path.map(String)].join('.'),
    message: issue.message,
  }));
}
