import { PROFILE_LIMITS, PROFILE_PICTURE_MAX_BYTES } from '@contracts/profile';
import type { CurrentUser } from '@contracts/user';
import { z } from 'zod';
import type { AccountT } from './profile-text';

/**
 * The Account Settings form, its messages in `t`'s language; the server trims and applies the
 * same limits.
 */
export const accountFormSchema = (t: AccountT) =>
  z.object({
    firstName: z
      .string()
      .max(PROFILE_LIMITS.name, t('firstNameTooLong', { max: PROFILE_LIMITS.name })),
    lastName: z
      .string()
      .max(PROFILE_LIMITS.name, t('lastNameTooLong', { max: PROFILE_LIMITS.name })),
    displayName: z
      .string()
      .max(
        PROFILE_LIMITS.displayName,
        t('displayNameTooLong', { max: PROFILE_LIMITS.displayName }),
      ),
    bio: z.string().max(PROFILE_LIMITS.bio, t('bioTooLong', { max: PROFILE_LIMITS.bio })),
    isPublic: z.boolean(),
  });
export type AccountFormValues = z.infer<ReturnType<typeof accountFormSchema>>;

export function accountDefaults(user: CurrentUser): AccountFormValues {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName ?? '',
    bio: user.bio ?? '',
    isPublic: user.isPublic,
  };
}

/** The multipart body of PUT /api/auth/profile: text fields, optional `profileImage`. */
export function accountFormData(values: AccountFormValues, picture: File | null): FormData {
  const form = new FormData();
  form.set('displayName', values.displayName.trim());
  form.set('firstName', values.firstName.trim());
  form.set('lastName', values.lastName.trim());
  form.set('bio', values.bio.trim());
  form.set('isPublic', String(values.isPublic));
  if (picture) form.set('profileImage', picture);
  return form;
}

const MB = 1024 * 1024;
const PICTURE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'];

/** Why a file cannot be the profile picture, or null. The server checks again (413/415). */
export function pictureProblem(t: AccountT, file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return t('pictureType');
  if (file.size > PROFILE_PICTURE_MAX_BYTES) {
    // A number, which the text writes as the page's language does ("5.3", "5,3").
    return t('pictureTooBig', { size: Math.round((file.size / MB) * 10) / 10 });
  }
  return null;
}
