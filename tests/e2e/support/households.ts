import { expect } from '@playwright/test';
import type { Cook } from './community';

/** `joiner` joins `host`'s household through an invitation, as the API does it. */
export async function joinHouseholdViaApi(host: Cook, joiner: Cook): Promise<void> {
  const invited = await host.page.request.post('/api/household/invitations');
  expect(invited.status()).toBe(201);
  const { code } = await invited.json();
  const accepted = await joiner.page.request.post(`/api/household/invitations/${code}/accept`);
  expect(accepted.status()).toBe(200);
}

/** The id of the household's first shopping list. */
export async function firstListId(cook: Cook): Promise<number> {
  const response = await cook.page.request.get('/api/shopping-lists');
  expect(response.status()).toBe(200);
  const [list] = await response.json();
  return list.id as number;
}

/** The Monday of this week, as the meal plan counts weeks (local time), and the day `n` after. */
export function thisWeek(n = 0): string {
  const today = new Date();
  const monday = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() - ((today.getDay() + 6) % 7) + n,
  );
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${monday.getFullYear()}-${pad(monday.getMonth() + 1)}-${pad(monday.getDate())}`;
}
