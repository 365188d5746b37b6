import { moderationActionSchema } from '@contracts/moderation';
import { describe, expect, it } from 'vitest';
import { makeCook, makeReportedItem } from '@/test/moderation';
import { actionInput, availableActions } from './item-actions';

const suspended = { ...makeCook(), role: 'user' as const, suspendedUntil: 'infinity' };

describe('what a moderator may do with an item', () => {
  it('dismisses or suspends on a pending post, a profile, or content that is gone', () => {
    expect(availableActions(makeReportedItem())).toEqual(['dismiss', 'suspend']);
    expect(availableActions(makeReportedItem({ contentType: 'user' }))).toEqual([
      'dismiss',
      'suspend',
    ]);
    expect(availableActions(makeReportedItem({ content: null }))).toEqual(['dismiss', 'suspend']);
  });

  it('lifts a suspension instead of suspending again', () => {
    const item = makeReportedItem({ reportedUser: suspended });
    expect(availableActions(item)).toEqual(['dismiss', 'lift']);
  });

  it('offers only the way back on an item already dealt with', () => {
    const actioned = makeReportedItem({ status: 'actioned' });
    expect(availableActions(actioned)).toEqual([]);
    expect(availableActions({ ...actioned, reportedUser: suspended })).toEqual(['lift']);
  });
});

describe('the body of an action', () => {
  it.each([
    ['dismiss', makeReportedItem({ contentType: 'user', contentId: null })],
    ['suspend', makeReportedItem({ contentType: 'user', contentId: null })],
    ['suspend', makeReportedItem({ content: null, contentId: null })],
    ['dismiss', makeReportedItem({ contentType: 'comment', contentId: 9 })],
    ['lift', makeReportedItem({ contentType: 'recipe', contentId: 3 })],
  ] as const)('is one the server accepts: %s', (action, item) => {
    expect(moderationActionSchema.safeParse(actionInput(action, item, 'Why')).success).toBe(true);
  });

  it('suspends the cook for its days, and resolves the item with it', () => {
    expect(actionInput('suspend', makeReportedItem(), 'Spam', 7)).toEqual({
      action: 'suspend',
      contentType: 'announcement',
      contentId: 41,
      userId: 'cook-2',
      reason: 'Spam',
      days: 7,
    });
  });
});
