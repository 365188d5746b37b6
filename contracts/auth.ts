import { z } from 'zod';
import { storableText } from './text.js';

/** An email address as accounts are keyed by it: trimmed, lower case. */
export const emailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Enter a valid email address' }).max(254, 'Email is too long'));

const optionalName = storableText('Name')
  .trim()
  .max(100, 'Name is too long')
  .optional()
  .transform((value) => value || undefined);

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;

export const registerSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: 'Password is required' })
    .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
    .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`),
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  // Length limits are not disclosed on sign-in; an over-long value simply fails to match.
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required').max(1000),
});
export type LoginInput = z.infer<typeof loginSchema>;

/** `returnTo` accepts same-origin paths only: one leading slash, no scheme, no `//` or `/\`. */
export function safeReturnTo(value: unknown): string {
  if (typeof value !== 'string') return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  // Control characters (tabs, newlines) could smuggle a different target past the checks above.
  if ([...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return '/';
  return value;
}
