import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { languageChoiceSchema } from '../../../contracts/language-choice.js';
import { PROFILE_PICTURE_MAX_BYTES, profileInputSchema } from '../../../contracts/profile.js';
import { currentUserSchema } from '../../../contracts/user.js';
import type { Db } from '../../db/client.js';
import { HttpError, unauthorized } from '../../http-errors.js';
import { isSupportedLanguage, supportedLanguages } from '../../i18n/languages.js';
import { currentUser } from '../../plugins/access.js';
import { answers } from '../../plugins/api-docs.js';
import { validationError } from '../../validation.js';
import type { MediaService } from '../media/media-service.js';
import { updateProfile } from './profile.queries.js';
import { setUserLanguage, toCurrentUser } from './users.queries.js';

interface Deps {
  db: Db;
  media: MediaService;
}

/** Account Settings: `PUT /api/auth/profile` and `PUT /api/auth/language`. */
export async function accountRoutes(app: FastifyInstance, { db, media }: Deps) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  // 'user', not 'displayName': this is where a new user sets their display name in the first place.
  api.put(
    '/auth/profile',
    {
      config: {
        access: 'user',
        body: {
          fields: profileInputSchema,
          file: {
            name: 'profileImage',
            description: `The profile picture: JPEG, PNG, WebP, GIF or AVIF, at most ${PROFILE_PICTURE_MAX_BYTES / 2 ** 20} MB`,
          },
        },
      },
      schema: {
        summary: 'Updates your profile: names, bio, whether it is public, and picture',
        description: 'A field left out is left as it is; an empty one is cleared.',
        response: answers({ 200: currentUserSchema }, 413, 415),
      },
    },
    async (request) => {
      const userId = currentUser(request).id;
      const { fields, url } = await media.readForm(request, {
        field: 'profileImage',
        maxBytes: PROFILE_PICTURE_MAX_BYTES,
        folder: 'profiles',
      });
      let result: Awaited<ReturnType<typeof updateProfile>>;
      try {
        const parsed = profileInputSchema.safeParse(fields);
        if (!parsed.success) throw validationError(parsed.error);
        result = await updateProfile(db, userId, parsed.data, url ?? undefined);
        // The account was deleted between the guard and the update.
        if (!result) throw unauthorized();
      } catch (error) {
        // Nothing refers to the new picture yet: do not leave it behind.
        await media.remove(url);
        throw error;
      }
      // Only our own stored files are deleted; a provider's picture URL is ignored by remove().
      await media.remove(result.replacedImage);
      return toCurrentUser(result.row);
    },
  );

  api.put(
    '/auth/language',
    {
      config: { access: 'user' },
      schema: {
        summary: 'Sets the language Simmer speaks to you, on every device',
        description: `One of ${supportedLanguages.join(', ')}; null follows the browser's languages.`,
        body: languageChoiceSchema,
        response: answers({ 200: currentUserSchema }),
      },
    },
    async (request) => {
      const { language } = request.body;
      if (language !== null && !isSupportedLanguage(language)) {
        throw new HttpError(400, 'Choose one of the languages offered');
      }
      const row = await setUserLanguage(db, currentUser(request).id, language);
      if (!row) throw unauthorized();
      return toCurrentUser(row);
    },
  );
}
