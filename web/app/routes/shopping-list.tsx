import { useParams } from 'react-router';
import { ShoppingListPage } from '@/features/shopping/components/shopping-list-page';
import { NotFound } from '../not-found';

/** One shopping list: /shopping/{id}. */
export function Component() {
  const { id = '' } = useParams();
  if (!/^\d+$/.test(id)) return <NotFound />;
  // Keyed by the list: another list starts with its own editors and dialogs closed.
  return <ShoppingListPage key={id} listId={Number(id)} />;
}
