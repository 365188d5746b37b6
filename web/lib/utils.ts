import { type ClassValue, clsx } from 'clsx';
import { createTailwindMerge } from 'tailwind-merge';
import { CLASS_GROUPS } from './class-groups';

/**
 * tailwind-merge with only the part of its table this client's classes use (decision 051): the
 * full table was most of its weight in the first screen's download, and merges the same.
 */
const mergeClasses = createTailwindMerge(() => ({ cacheSize: 500, theme: {}, ...CLASS_GROUPS }));

/** Joins class names; later Tailwind classes override earlier conflicting ones. */
export function cn(...inputs: ClassValue[]): string {
  return mergeClasses(clsx(inputs));
}
