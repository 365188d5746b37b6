/** The addresses of the shopping list API. */
export const SHOPPING_LISTS_URL = '/api/shopping-lists';
export const shoppingListUrl = (id: number) => `${SHOPPING_LISTS_URL}/${id}`;
export const shoppingItemsUrl = (listId: number) => `${shoppingListUrl(listId)}/items`;
/** A line by its server id or by the clientId it was added with. */
export const shoppingItemUrl = (listId: number, line: number | string) =>
  `${shoppingItemsUrl(listId)}/${encodeURIComponent(String(line))}`;
export const AISLE_ORDER_URL = '/api/household/aisles';
