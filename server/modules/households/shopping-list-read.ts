import type { ShoppingList } from '../../../contracts/shopping-lists.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../http-errors.js';
import { aisleOrder } from './household.queries.js';
import { listItems } from './shopping-items.queries.js';
import { findList } from './shopping-lists.queries.js';

/** The list of the household's, or a 404: another household's list is not known to exist. */
export async function requireList(db: Db, householdId: number, listId: number) {
  const list = await findList(db, householdId, listId);
  if (!list) throw notFound('Shopping list');
  return list;
}

/**
 * A whole list as the screen draws it: the household's aisle order and the lines, ordered by
 * that order, then by item.
 */
export async function readList(db: Db, householdId: number, listId: number): Promise<ShoppingList> {
  const [list, aisles, items] = await Promise.all([
    requireList(db, householdId, listId),
    aisleOrder(db, householdId),
    listItems(db, listId),
  ]);
  const rank = new Map(aisles.map((aisle, index) => [aisle, index]));
  items.sort((a, b) => (rank.get(a.aisle) ?? 99) - (rank.get(b.aisle) ?? 99));
  return { id: list.id, name: list.name, aisles, items };
}
