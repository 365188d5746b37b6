import { describe, expect, it } from 'vitest';
import { MAX_SERVER_FAILURES, outcomeOf, requestOf } from './outbox';

const CLIENT_ID = '3f1c2b9e-8d4a-4c3e-9f7a-1b2c3d4e5f60';
const EDITED_AT = '2025-03-05T12:00:00.000Z';

describe('the call that sends a change', () => {
  it('adds a typed line with the id the device made for it', () => {
    expect(
      requestOf({ listId: 5, change: { kind: 'add', text: '2 onions', clientId: CLIENT_ID } }),
    ).toEqual({
      method: 'POST',
      url: '/api/shopping-lists/5/items',
      body: { text: '2 onions', clientId: CLIENT_ID },
    });
  });

  it('edits a line by its server id or by its clientId, saying when the edit was made', () => {
    const edit = { kind: 'edit', fields: { checked: true }, editedAt: EDITED_AT } as const;
    expect(requestOf({ listId: 5, change: { ...edit, line: 12 } })).toEqual({
      method: 'PATCH',
      url: '/api/shopping-lists/5/items/12',
      body: { checked: true, editedAt: EDITED_AT },
    });
    expect(requestOf({ listId: 5, change: { ...edit, line: CLIENT_ID } }).url).toBe(
      `/api/shopping-lists/5/items/${CLIENT_ID}`,
    );
  });

  it('deletes a line, and clears the checked ones', () => {
    expect(requestOf({ listId: 5, change: { kind: 'delete', line: 12 } })).toEqual({
      method: 'DELETE',
      url: '/api/shopping-lists/5/items/12',
    });
    expect(requestOf({ listId: 5, change: { kind: 'clear-checked' } })).toEqual({
      method: 'POST',
      url: '/api/shopping-lists/5/clear-checked',
    });
  });
});

describe('what becomes of a change that failed', () => {
  const tick = {
    change: { kind: 'edit', line: 12, fields: { checked: true }, editedAt: EDITED_AT },
  } as const;
  const remove = { change: { kind: 'delete', line: 12 } } as const;

  it('waits when no answer came, or the answer says later', () => {
    expect(outcomeOf(tick, null)).toBe('wait');
    expect(outcomeOf(tick, 408)).toBe('wait');
    expect(outcomeOf(tick, 429)).toBe('wait');
  });

  it('waits for the cook to sign in again rather than losing what they ticked', () => {
    expect(outcomeOf(tick, 401)).toBe('wait');
  });

  it('drops what the server refuses', () => {
    expect(outcomeOf(tick, 400)).toBe('drop');
    expect(outcomeOf(tick, 403)).toBe('drop');
    expect(outcomeOf(tick, 404)).toBe('drop');
  });

  it('counts a line already gone as deleted', () => {
    expect(outcomeOf(remove, 404)).toBe('sent');
  });

  it('tries a server failure again, a few times', () => {
    expect(outcomeOf(tick, 500)).toBe('wait');
    expect(outcomeOf({ ...tick, serverFailures: MAX_SERVER_FAILURES - 2 }, 503)).toBe('wait');
    expect(outcomeOf({ ...tick, serverFailures: MAX_SERVER_FAILURES - 1 }, 503)).toBe('drop');
  });
});
