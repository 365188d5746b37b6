import { TagManager } from '@/features/recipes/components/tags/tag-manager';

/** The cook's tags: /tags. */
export function Component() {
  return <TagManager />;
}
