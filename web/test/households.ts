import type { Household, HouseholdMember, InvitationPreview } from '@contracts/households';
import type { RecipeCardWithCook } from '@contracts/recipes';
import { makeRecipe, toCard } from './recipes';

export function makeMember(overrides: Partial<HouseholdMember> = {}): HouseholdMember {
  return {
    id: 'user-1',
    displayName: 'Chef Ada',
    firstName: 'Ada',
    lastName: 'Cook',
    profileImageUrl: null,
    isCreator: true,
    ...overrides,
  };
}

/** The signed-in cook (makeUser's 'user-1') alone in the household they started. */
export function makeHousehold(overrides: Partial<Household> = {}): Household {
  return { id: 3, name: "Ada's Kitchen", members: [makeMember()], ...overrides };
}

/** Ada, who started it, and Sam, who joined. */
export const sharedHousehold = (overrides: Partial<Household> = {}) =>
  makeHousehold({
    members: [
      makeMember(),
      makeMember({
        id: 'user-2',
        displayName: null,
        firstName: 'Sam',
        lastName: 'Lee',
        isCreator: false,
      }),
    ],
    ...overrides,
  });

/** A 32-character code, the shape the server makes. */
export const INVITATION_CODE = 'abcdefghijklmnopqrstuvwxyz012345';

export function makeInvitationPreview(
  overrides: Partial<InvitationPreview> = {},
): InvitationPreview {
  return {
    household: { name: 'The Lees' },
    invitedBy: { displayName: null, firstName: 'Sam' },
    ...overrides,
  };
}

/** A recipe of the household, with its cook, as `?scope=household` lists it. */
export function householdCard(overrides: Partial<RecipeCardWithCook> = {}): RecipeCardWithCook {
  return {
    ...toCard(makeRecipe({ id: 20, userId: 'user-2', title: 'Lentil Stew', servings: 2 })),
    user: {
      id: 'user-2',
      displayName: null,
      firstName: 'Sam',
      lastName: 'Lee',
      profileImageUrl: null,
    },
    ...overrides,
  };
}
