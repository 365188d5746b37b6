import { z } from 'zod';
import { entityId, userId } from './ids.js';
import { storableText } from './text.js';

/** What can be reported. */
export const REPORT_CONTENT_TYPES = ['announcement', 'comment', 'user', 'recipe'] as const;
export type ReportContentType = (typeof REPORT_CONTENT_TYPES)[number];

/** The reasons of the report dialog, with the labels it shows. */
export const REPORT_REASONS = {
  spam: 'Spam or unwanted content',
  harassment: 'Harassment or bullying',
  inappropriate: 'Inappropriate content',
  hate_speech: 'Hate speech or discrimination',
  violence: 'Violence or threats',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;
export const REPORT_REASON_KEYS = Object.keys(REPORT_REASONS) as [ReportReason, ...ReportReason[]];

export const REPORT_DESCRIPTION_MAX = 500;

/**
 * `POST /api/reports`, the report dialog's fields. `reportedUserId` names the reported user for a
 * user report; for other content the server derives it from the content's owner and ignores the
 * client's. The description is trimmed and omitted when blank.
 */
export const reportInputSchema = z
  .object({
    contentType: z.enum(REPORT_CONTENT_TYPES, {
      error: 'Content type must be announcement, comment, user or recipe',
    }),
    contentId: entityId('Content id')
      .nullish()
      .transform((value) => value ?? undefined),
    reportedUserId: z
      .string()
      .trim()
      .nullish()
      .transform((value) => value || undefined)
      .pipe(userId.optional()),
    reason: z.enum(REPORT_REASON_KEYS, { error: 'Reason required' }),
    description: storableText('Description')
      .trim()
      .max(REPORT_DESCRIPTION_MAX, 'Description too long')
      .nullish()
      .transform((value) => value || undefined),
  })
  .superRefine((value, ctx) => {
    // An id no account could have is still a user named (ids.ts): not found, not missing.
    const named = value.reportedUserId !== undefined || value.contentId !== undefined;
    if (value.contentType === 'user' ? named : value.contentId !== undefined) return;
    ctx.addIssue({
      code: 'custom',
      path: [value.contentType === 'user' ? 'reportedUserId' : 'contentId'],
      message:
        value.contentType === 'user' ? 'Reported user is required' : 'Content id is required',
    });
  });
export type ReportInput = z.input<typeof reportInputSchema>;
export type ReportValues = z.output<typeof reportInputSchema>;

export const reportCreatedSchema = z.object({ id: z.number().int(), status: z.literal('pending') });
export type ReportCreated = z.infer<typeof reportCreatedSchema>;
