/**
 * A suspension "until lifted" is kept as this far date rather than a special value: every
 * comparison with now() stays a plain one, and the API says it as it says any other date.
 */
export const UNTIL_LIFTED = new Date('9999-12-31T00:00:00.000Z');

const whenFormat = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** The sign-in's refusal for an account suspended at this moment; undefined when it is not. */
export function suspensionMessage(until: Date | null, now = new Date()): string | undefined {
  if (!until || until <= now) return undefined;
  if (until >= UNTIL_LIFTED) return 'This account is suspended until further notice';
  return `This account is suspended until ${whenFormat.format(until)} UTC`;
}
