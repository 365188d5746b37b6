import { z } from 'zod';

/**
 * Every `code` an error answer may carry: a client acts on the kind of failure, never on its
 * words, which may change. A code is added freely; renaming or removing one breaks clients
 * (decision 034).
 */
export const errorCodeSchema = z
  .enum([
    /** 400: the payload failed its schema; `issues` says which field and why. */
    'VALIDATION',
    /** 403: posting, commenting, replying or liking needs a display name first. */
    'DISPLAY_NAME_REQUIRED',
    /** 403: a write from another origin (decision 006). */
    'CROSS_ORIGIN',
    /** 429: an abuse limit was reached; the message and Retry-After say when to try again. */
    'RATE_LIMITED',
    /** 400: the video lasts too long, or how long it lasts cannot be read. */
    'VIDEO_TOO_LONG',
    /** 422: an import that is not a zip where one is needed. */
    'NOT_AN_ARCHIVE',
    /** 422: an import whose archive or file cannot be read (broken zip, invalid JSON…). */
    'UNREADABLE_ARCHIVE',
    /** 422: an import in a format Simmer does not recognise or does not read yet. */
    'UNKNOWN_FORMAT',
    /** 413: one file of an import is larger than it may be. */
    'ENTRY_TOO_LARGE',
    /** 413: an import unpacks to more than an import reads. */
    'ARCHIVE_TOO_LARGE',
    /** 413: an archive holds more files than an import reads. */
    'TOO_MANY_ENTRIES',
    /** 413: an import holds more recipes than one import takes. */
    'TOO_MANY_RECIPES',
    /** 422: an archive entry unpacks to far more than its size. */
    'ZIP_BOMB',
  ])
  .describe('The kind of failure, for a client to act on; absent when only the message tells');
export type ErrorCode = z.infer<typeof errorCodeSchema>;
/** The codes by name, so that no side spells one out: `ErrorCode.VALIDATION`. */
export const ErrorCode = errorCodeSchema.enum;

/** One reason a payload failed its schema: where (`body.title`, `query.limit`) and why. */
export const validationIssueSchema = z.object({
  path: z.string(),
  message: z.string(),
});
export type ValidationIssue = z.infer<typeof validationIssueSchema>;

/** Every error answer of the API, whatever its status (decisions 006, 034). */
export const errorBodySchema = z
  .object({
    message: z.string(),
    code: errorCodeSchema.optional(),
    issues: z.array(validationIssueSchema).optional(),
  })
  .describe('What went wrong: a message fit to show, and for some failures a code and issues');
export type ErrorBody = z.infer<typeof errorBodySchema>;

// Codes are added freely, so a client reads an error answer tolerantly: a code or issues it does
// not know are left out, never taking the message down with them.
const tolerantErrorBodySchema = errorBodySchema.extend({
  code: errorBodySchema.shape.code.catch(undefined),
  issues: errorBodySchema.shape.issues.catch(undefined),
});

/** A failed answer's body text as an error answer, as far as it is one; null when it is not. */
export function readErrorBody(bodyText: string): ErrorBody | null {
  let json: unknown;
  try {
    json = JSON.parse(bodyText);
  } catch {
    return null;
  }
  const read = tolerantErrorBodySchema.safeParse(json);
  return read.success ? read.data : null;
}
