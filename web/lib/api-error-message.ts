import type { ToastOptions } from '@/components/ui/use-toast';
import { ApiError } from '@/lib/api';

export interface ServerIssue {
  path: string;
  message: string;
}

/** The body of a failed call, parsed: an ApiError's message is "{status}: {body text}". */
function errorBody(error: unknown): { message?: unknown; code?: unknown; issues?: unknown } | null {
  if (!(error instanceof ApiError)) return null;
  const body = error.message.slice(`${error.status}: `.length);
  try {
    const parsed: unknown = JSON.parse(body);
    return parsed && typeof parsed === 'object' ? parsed : null;
  } catch {
    return null;
  }
}

/** The `message` of a JSON error answer (CONTRACT "Errors"), if there is one. */
export function serverMessage(error: unknown): string | null {
  const message = errorBody(error)?.message;
  return typeof message === 'string' && message.trim() ? message : null;
}

/** The `code` of a JSON error answer, e.g. 'VALIDATION' or 'VIDEO_TOO_LONG'. */
export function serverCode(error: unknown): string | null {
  const code = errorBody(error)?.code;
  return typeof code === 'string' ? code : null;
}

/** The `issues` of a 400 answer: which field failed and why. */
export function serverIssues(error: unknown): ServerIssue[] {
  const issues = errorBody(error)?.issues;
  if (!Array.isArray(issues)) return [];
  return issues.filter(
    (issue): issue is ServerIssue =>
      typeof issue?.path === 'string' && typeof issue?.message === 'string',
  );
}

/**
 * The toast for a call refused by an abuse limit (429, issue 11): the server's own words, which
 * say when to try again; null for any other failure.
 */
export function rateLimitToast(error: unknown): ToastOptions | null {
  if (!(error instanceof ApiError) || error.status !== 429) return null;
  return {
    title: 'Slow down',
    description: serverMessage(error) ?? 'Too many requests. Please try again later.',
    variant: 'destructive',
  };
}
