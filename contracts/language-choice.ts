import { z } from 'zod';

/**
 * `PUT /api/auth/language`: the language the cook chose in Account Settings, kept on the account
 * for every device; null goes back to the browser's languages (decision 049). Which languages
 * exist is the server's list (one per catalogue).
 */
export const languageChoiceSchema = z.object({
  language: z
    .string()
    .regex(/^[a-z]{2,3}$/, 'Choose one of the languages offered')
    .nullable(),
});
export type LanguageChoice = z.infer<typeof languageChoiceSchema>;
