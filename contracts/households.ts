import { z } from 'zod';
import { hasControlCharacter, storableText } from './text.js';
import { userSummarySchema } from './user.js';

/**
 * Households (decision 045): every cook is in exactly one, alone until joining another through
 * an invitation. The meal plan and the shopping lists are the household's; recipes stay their
 * owner's and members may read each other's.
 */
export const HOUSEHOLD_LIMITS = {
  name: 100,
  members: 20,
  /** Invitations a household may create in a day (a 429 after). */
  invitationsPerDay: 200,
  /** How long an invitation stays usable. */
  invitationDays: 7,
} as const;

export const householdNameSchema = storableText('Name', { error: 'Name must be text' })
  .trim()
  .min(1, 'Name is required')
  .max(HOUSEHOLD_LIMITS.name, `Name must be at most ${HOUSEHOLD_LIMITS.name} characters`)
  .refine((name) => !hasControlCharacter(name), 'Name must be one line of text');

/** `PUT /api/household`. */
export const householdInputSchema = z.strictObject(
  { name: householdNameSchema },
  { error: 'Send an object with a name' },
);

export const householdMemberSchema = userSummarySchema.extend({
  isCreator: z.boolean(),
});
export type HouseholdMember = z.infer<typeof householdMemberSchema>;

/** `GET /api/household`: the caller's household, members in the order they joined. */
export const householdSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  members: z.array(householdMemberSchema),
});
export type Household = z.infer<typeof householdSchema>;

/** `POST /api/household/invitations` → 201: the link to share (its code is in it). */
export const invitationSchema = z.object({
  code: z.string(),
  url: z.string(),
  expiresAt: z.string(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/** `GET /api/household/invitations/{code}`: what the invited cook sees before joining. */
export const invitationPreviewSchema = z.object({
  household: z.object({ name: z.string() }),
  invitedBy: z.object({ displayName: z.string().nullable(), firstName: z.string().nullable() }),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

/**
 * An invitation code: 32 characters of base64url (24 random bytes). Anything else is no code at
 * all and is answered like an unknown one.
 */
export const INVITATION_CODE_PATTERN = /^[A-Za-z0-9_-]{32}$/;
export const invitationCodeParams = z.object({ code: z.string() });
