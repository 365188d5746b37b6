import { useShoppingSync } from '../api/use-shopping-sync';

/**
 * Mounted by the app's frame when changes from an earlier visit wait to be sent: they go as soon
 * as the app runs, on whatever screen the cook opens it.
 */
export function ShoppingSync() {
  useShoppingSync();
  return null;
}
