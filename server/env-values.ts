import { z } from 'zod';

/** How the configuration reads each kind of environment value (the schema is in config.ts). */

export const blankIsUnset = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;
export const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(blankIsUnset, schema.optional());

/** A whole number, at least 1. */
export const wholeNumber = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .default(fallback),
  );

/** A whole number of seconds, at least 1. */
export const seconds = (fallback: number) =>
  z.preprocess(
    blankIsUnset,
    z.coerce
      .number({ error: 'must be a number of seconds' })
      .int('must be a whole number of seconds')
      .min(1, 'must be at least 1 second')
      .default(fallback),
  );

/** A comma-separated list, each entry trimmed (and `normalise`d), blanks dropped. */
export const commaList = (normalise = (entry: string) => entry) =>
  z.preprocess(
    blankIsUnset,
    z
      .string()
      .default('')
      .transform((text) =>
        text
          .split(',')
          .map((entry) => normalise(entry.trim()))
          .filter(Boolean),
      ),
  );

export const booleanText = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');
