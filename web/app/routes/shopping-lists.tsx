import { ShoppingListsPage } from '@/features/shopping/components/shopping-lists-page';

/** The household's shopping lists: /shopping. */
export function Component() {
  return <ShoppingListsPage />;
}
