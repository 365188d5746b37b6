import { join } from 'node:path';
import { getDefaultConfig, twMerge } from 'tailwind-merge';
import { createClassGroupLookup } from 'tailwind-merge/unstable-do-not-import';
import { describe, expect, it } from 'vitest';
import { classGroupsFor } from '../../scripts/class-groups.mjs';
import { stringWords } from '../../scripts/class-tokens.mjs';
import { CLASS_GROUPS } from './class-groups';
import { cn } from './utils';

const words = stringWords(join(import.meta.dirname, '..'));

describe('the class-merge table', () => {
  it('holds what the classes written in web/ use (else: npm run class-groups)', () => {
    expect(CLASS_GROUPS).toEqual(classGroupsFor(words));
  });

  it('merges every two of those classes as tailwind-merge does with its full table', () => {
    // Words the full table knows nothing of are left alone by both.
    const lookup = createClassGroupLookup({ ...getDefaultConfig(), cacheSize: 0 });
    const classes = words.filter((word) => lookup(word).length > 0);
    expect(classes.length).toBeGreaterThan(500);
    const different: string[] = [];
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (cn(pair) !== twMerge(pair)) different.push(pair);
      }
    }
    expect(different).toEqual([]);
  }, 120_000);

  it('still lets a later class win', () => {
    expect(cn('px-4 py-2', 'px-2')).toBe('py-2 px-2');
    expect(cn('text-sm text-muted-foreground', 'text-primary')).toBe('text-sm text-primary');
    expect(cn('hover:bg-muted', 'hover:bg-accent', 'bg-card')).toBe('hover:bg-accent bg-card');
  });
});
