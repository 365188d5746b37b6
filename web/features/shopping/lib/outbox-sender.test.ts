import { describe, expect, it } from 'vitest';
import type { QueuedChange } from './outbox';
import { type SenderPorts, sendInOrder, withOutboxLock } from './outbox-sender';

const entry = (id: string, line = 1): QueuedChange => ({
  id,
  listId: 5,
  change: { kind: 'edit', line, fields: { checked: true }, editedAt: '2025-03-05T12:00:00.000Z' },
});

class Refused extends Error {
  constructor(readonly status: number) {
    super(`${status}`);
  }
}

/** A queue in memory and a network that answers each change as `answers` says (default: OK). */
function ports(queue: QueuedChange[], answers: Record<string, number | 'offline'> = {}) {
  const sent: string[] = [];
  const log: string[] = [];
  const port: SenderPorts = {
    head: () => queue[0],
    send: async (change) => {
      sent.push(change.id);
      const answer = answers[change.id];
      if (answer === 'offline') throw new TypeError('Failed to fetch');
      if (answer !== undefined) throw new Refused(answer);
      return { ok: change.id };
    },
    statusOf: (error) => (error instanceof Refused ? error.status : null),
    sent: (change, answer) => {
      log.push(`sent ${change.id} ${JSON.stringify(answer)}`);
      queue.splice(queue.indexOf(change), 1);
    },
    dropped: (change) => {
      log.push(`dropped ${change.id}`);
      queue.splice(queue.indexOf(change), 1);
    },
    failedOnServer: (change) => log.push(`server failed ${change.id}`),
  };
  return { port, sent, log };
}

describe('sending the queue', () => {
  it('sends every change once, in the order they were made', async () => {
    const queue = [entry('a'), entry('b'), entry('c')];
    const { port, sent, log } = ports(queue);
    expect(await sendInOrder(port)).toEqual({ drained: true });
    expect(sent).toEqual(['a', 'b', 'c']);
    expect(log).toEqual(['sent a {"ok":"a"}', 'sent b {"ok":"b"}', 'sent c {"ok":"c"}']);
    expect(queue).toEqual([]);
  });

  it('sends changes queued while it sends, after the others', async () => {
    const queue = [entry('a')];
    const { port, sent } = ports(queue);
    const send = port.send;
    port.send = async (change) => {
      if (change.id === 'a') queue.push(entry('late'));
      return send(change);
    };
    await sendInOrder(port);
    expect(sent).toEqual(['a', 'late']);
  });

  it('stops at a change that got no answer, and keeps it and everything after it', async () => {
    const queue = [entry('a'), entry('b'), entry('c')];
    const { port, sent } = ports(queue, { b: 'offline' });
    expect(await sendInOrder(port)).toEqual({ drained: false, reason: 'offline' });
    expect(sent).toEqual(['a', 'b']);
    expect(queue.map((change) => change.id)).toEqual(['b', 'c']);
  });

  it('sends what was kept once it is tried again, without sending the rest twice', async () => {
    const queue = [entry('a'), entry('b')];
    const answers: Record<string, 'offline'> = { b: 'offline' };
    const { port, sent } = ports(queue, answers);
    await sendInOrder(port);
    delete answers.b;
    expect(await sendInOrder(port)).toEqual({ drained: true });
    expect(sent).toEqual(['a', 'b', 'b']);
  });

  it('drops a change the server refuses and goes on with the next', async () => {
    const queue = [entry('a'), entry('b')];
    const { port, sent, log } = ports(queue, { a: 400 });
    expect(await sendInOrder(port)).toEqual({ drained: true });
    expect(sent).toEqual(['a', 'b']);
    expect(log).toEqual(['dropped a', 'sent b {"ok":"b"}']);
  });

  it('counts a delete of a line already gone as done', async () => {
    const queue: QueuedChange[] = [{ id: 'd', listId: 5, change: { kind: 'delete', line: 3 } }];
    const { port, log } = ports(queue, { d: 404 });
    expect(await sendInOrder(port)).toEqual({ drained: true });
    expect(log).toEqual(['sent d null']);
  });

  it('holds the queue on a server failure, counting it', async () => {
    const queue = [entry('a'), entry('b')];
    const { port, log } = ports(queue, { a: 503 });
    expect(await sendInOrder(port)).toEqual({ drained: false, reason: 'server' });
    expect(log).toEqual(['server failed a']);
    expect(queue).toHaveLength(2);
  });

  it('holds the queue on a "too many requests" without counting it against the change', async () => {
    const queue = [entry('a')];
    const { port, log } = ports(queue, { a: 429 });
    expect(await sendInOrder(port)).toEqual({ drained: false, reason: 'server' });
    expect(log).toEqual([]);
  });
});

describe('the outbox lock', () => {
  it('lets one sender run at a time', async () => {
    const order: string[] = [];
    const work = (name: string) => async () => {
      order.push(`${name} starts`);
      await new Promise((resolve) => setTimeout(resolve, 5));
      order.push(`${name} ends`);
    };
    await Promise.all([withOutboxLock(work('one')), withOutboxLock(work('two'))]);
    expect(order).toEqual(['one starts', 'one ends', 'two starts', 'two ends']);
  });

  it('goes on after a sender failed', async () => {
    await expect(withOutboxLock(() => Promise.reject(new Error('broken')))).rejects.toThrow();
    expect(await withOutboxLock(async () => 'next')).toBe('next');
  });
});
