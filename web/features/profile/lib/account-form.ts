import { PROFILE_LIMITS, PROFILE_PICTURE_MAX_BYTES } from '@contracts/profile';
import type { CurrentUser } from '@contracts/user';
import { z } from 'zod';

/** The Account Settings form; the server trims and applies the same limits. */
export const accountFormSchema = z.object({
  firstName: z
    .string()
    .max(PROFILE_LIMITS.name, `First name must be at most ${PROFILE_LIMITS.name} characters`),
  lastName: z
    .string()
    .max(PROFILE_LIMITS.name, `Last name must be at most ${PROFILE_LIMITS.name} characters`),
  displayName: z
    .string()
    .max(
      PROFILE_LIMITS.displayName,
      `Display name must be at most ${PROFILE_LIMITS.displayName} characters`,
    ),
  bio: z.string().max(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`),
  isPublic: z.boolean(),
});
export type AccountFormValues = z.infer<typeof accountFormSchema>;

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
export function pictureProblem(file: File): string | null {
  if (!PICTURE_TYPES.includes(file.type)) return 'Please choose a JPG, PNG or GIF image.';
  if (file.size > PROFILE_PICTURE_MAX_BYTES) {
    return `This photo is ${(file.size / MB).toFixed(1)} MB. Please choose one up to 5MB.`;
  }
  return null;
}
