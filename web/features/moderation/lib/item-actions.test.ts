import { moderationActionSchema } from '@contracts/moderation';
import { describe, expect, it } from 'vitest';
import { makeContent, makeCook, makeReportedItem } from '@/test/moderation';
import { actionInput, availableActions } from './item-actions';

const suspended = { ...makeCook(), role: 'user' as const, suspendedUntil: 'infinity' };

describe('what a moderator may do with an item', () => {
  it('dismisses, removes or suspends on a pending post', () => {
    expect(availableActions(makeReportedItem())).toEqual(['dismiss', 'remove', 'suspend']);
  });

  it('removes nothing on a profile, or on content that is gone', () => {
    expect(availableActions(makeReportedItem({ contentType: 'user' }))).toEqual([
      'dismiss',
      'suspend',
    ]);
    expect(availableActions(makeReportedItem({ content: null }))).toEqual(['dismiss', 'suspend']);
  });

  it('restores removed content instead of removing it again; hidden content can be removed', () => {
    const removed = makeContent({ withheld: { state: 'removed', reason: 'Spam' } });
    const hidden = makeContent({ withheld: { state: 'hidden', reason: null } });
    expect(availableActions(makeReportedItem({ content: removed }))).toEqual([
      'dismiss',
      'restore',
      'suspend',
    ]);
    expect(availableActions(makeReportedItem({ content: hidden }))).toEqual([
      'dismiss',
      'remove',
      'suspend',
    ]);
  });

  it('lifts a suspension instead of suspending again', () => {
    const item = makeReportedItem({ reportedUser: suspended });
    expect(availableActions(item)).toEqual(['dismiss', 'remove', 'lift']);
  });

  it('offers only the ways back and the removal on an item already dealt with', () => {
    const actioned = makeReportedItem({ status: 'actioned' });
    expect(availableActions(actioned)).toEqual(['remove']);
    expect(availableActions({ ...actioned, reportedUser: suspended })).toEqual(['remove', 'lift']);
    const removed = makeContent({ withheld: { state: 'removed', reason: 'Spam' } });
    expect(availableActions({ ...actioned, content: removed })).toEqual(['restore']);
    expect(
      availableActions(makeReportedItem({ status: 'dismissed', contentType: 'user' })),
    ).toEqual([]);
  });
});

describe('the body of an action', () => {
  it.each([
    ['dismiss', makeReportedItem({ contentType: 'user', contentId: null })],
    ['suspend', makeReportedItem({ contentType: 'user', contentId: null })],
    ['suspend', makeReportedItem({ content: null, contentId: null })],
    ['dismiss', makeReportedItem({ contentType: 'comment', contentId: 9 })],
    ['lift', makeReportedItem({ contentType: 'recipe', contentId: 3 })],
    ['remove', makeReportedItem({ contentType: 'comment', contentId: 9 })],
    ['restore', makeReportedItem({ contentType: 'recipe', contentId: 3 })],
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

  it('removes and restores the content alone, by its type and id', () => {
    const comment = makeReportedItem({ contentType: 'comment', contentId: 9 });
    expect(actionInput('remove', comment, 'Rude')).toEqual({
      action: 'remove',
      contentType: 'comment',
      contentId: 9,
      reason: 'Rude',
    });
    expect(actionInput('restore', comment, 'A mistake')).toEqual({
      action: 'restore',
      contentType: 'comment',
      contentId: 9,
      reason: 'A mistake',
    });
  });
});
