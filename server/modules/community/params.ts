import { z } from 'zod';

/** `/:id` of a numeric entity; a malformed id is a 400 naming the entity. */
export const idParams = (entity: 'Announcement' | 'Comment') =>
  z.object({
    id: z.coerce
      .number({ error: `${entity} id must be a number` })
      .int(`${entity} id must be a number`)
      .positive(`${entity} id must be a number`)
      .max(2_147_483_647, `${entity} id must be a number`),
  });
