import { CookbookList } from '@/features/cookbooks/components/cookbook-list';

/** The cook's cookbooks: /cookbooks. */
export function Component() {
  return <CookbookList />;
}
