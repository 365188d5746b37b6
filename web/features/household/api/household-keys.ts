/**
 * Query keys of the household feature. Everything sits under ['household']: when a member changes
 * something, the app's live updates invalidate that prefix and every household screen reads again.
 */
export const householdKeys = {
  all: ['household'] as const,
  detail: () => [...householdKeys.all, 'detail'] as const,
  invitation: (code: string) => [...householdKeys.all, 'invitation', code] as const,
};

export const HOUSEHOLD_URL = '/api/household';
export const INVITATIONS_URL = `${HOUSEHOLD_URL}/invitations`;
export const invitationUrl = (code: string) => `${INVITATIONS_URL}/${encodeURIComponent(code)}`;
export const memberUrl = (userId: string) =>
  `${HOUSEHOLD_URL}/members/${encodeURIComponent(userId)}`;
