import { z } from 'zod';
import { entityId } from './ids.js';
import { tagNameSchema } from './organise.js';

/**
 * `POST /api/recipes/bulk`: one action on 1–1000 of the caller's recipes, carried out as one
 * statement whatever the count (decision 039). Ids that are not the caller's are skipped, never
 * named: `changed` says how many recipes the action changed.
 */
export const BULK_ACTIONS = [
  'addTag',
  'removeTag',
  'addToCookbook',
  'setPublic',
  'setPrivate',
  'delete',
] as const;
export type BulkAction = (typeof BULK_ACTIONS)[number];
export const BULK_MAX_RECIPES = 1000;

const ids = z
  .array(entityId('ids'), { error: 'ids must be a list of recipe ids' })
  .min(1, 'Select at least one recipe')
  .max(BULK_MAX_RECIPES, `At most ${BULK_MAX_RECIPES} recipes at once`)
  .transform((list) => [...new Set(list)]);

export const recipeBulkSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({ ids, action: z.literal('addTag'), value: tagNameSchema }),
    z.strictObject({ ids, action: z.literal('removeTag'), value: tagNameSchema }),
    z.strictObject({ ids, action: z.literal('addToCookbook'), value: entityId('value') }),
    z.strictObject({ ids, action: z.literal('setPublic'), value: z.unknown().optional() }),
    z.strictObject({ ids, action: z.literal('setPrivate'), value: z.unknown().optional() }),
    z.strictObject({ ids, action: z.literal('delete'), value: z.unknown().optional() }),
  ],
  { error: `action must be one of ${BULK_ACTIONS.join(', ')}` },
);
export type RecipeBulk = z.output<typeof recipeBulkSchema>;
