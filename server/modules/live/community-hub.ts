import type { ServerResponse } from 'node:http';
import type { LiveQuery } from '../../../contracts/live-events.js';
import { ChannelListener } from '../../db/channel-listener.js';
import type { Database } from '../../db/client.js';

export const COMMUNITY_CHANNEL = 'community_events';

/** One open page's interest in the community, and how to tell it (a Server-Sent Event). */
export interface CommunityWatcher {
  readonly userId: string;
  /** The page shows a feed: it hears of new posts for its "new posts" bar. */
  readonly feed: boolean;
  /** The posts and comments on screen, as `announcement:1`, `comment:2`: it hears their counts. */
  readonly watched: ReadonlySet<string>;
  send(event: string, data: unknown): void;
  /** Events may have been lost (the listening connection dropped): read everything again. */
  resync(): void;
}

type CommunityEvent =
  | { kind: 'notification'; userId: string }
  | {
      kind: 'counts';
      contentType: 'announcement' | 'comment';
      id: number;
      likesCount: number;
      commentsCount: number;
    }
  | { kind: 'announcement'; id: number; userId: string };

/**
 * This instance's community watchers, fed by one LISTEN for all of them (decision 048): the
 * database announces each change once (migration 0032) and every instance hands it to its own
 * pages by who they are and what they show, in maps, so an event costs the pages that want it,
 * not every open stream. Nothing is kept but who is connected here.
 */
export class CommunityHub {
  private readonly byUser = new Map<string, Set<CommunityWatcher>>();
  private readonly byContent = new Map<string, Set<CommunityWatcher>>();
  private readonly feeds = new Set<CommunityWatcher>();
  private readonly listener: ChannelListener;

  constructor(database: Database) {
    this.listener = new ChannelListener(
      database,
      COMMUNITY_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resyncAll(),
    );
  }

  async subscribe(watcher: CommunityWatcher): Promise<() => void> {
    await this.listener.start();
    add(this.byUser, watcher.userId, watcher);
    for (const key of watcher.watched) add(this.byContent, key, watcher);
    if (watcher.feed) this.feeds.add(watcher);
    return () => {
      remove(this.byUser, watcher.userId, watcher);
      for (const key of watcher.watched) remove(this.byContent, key, watcher);
      this.feeds.delete(watcher);
    };
  }

  /** How many pages are connected here (for the scale bench and the health of a test). */
  get size(): number {
    let count = 0;
    for (const set of this.byUser.values()) count += set.size;
    return count;
  }

  async close(): Promise<void> {
    this.byUser.clear();
    this.byContent.clear();
    this.feeds.clear();
    await this.listener.stop();
  }

  private dispatch(payload: string): void {
    let event: CommunityEvent;
    try {
      event = JSON.parse(payload) as CommunityEvent;
    } catch {
      return;
    }
    switch (event.kind) {
      case 'notification':
        for (const watcher of this.byUser.get(event.userId) ?? []) watcher.send('notification', {});
        break;
      case 'counts': {
        const { kind: _, ...counts } = event;
        for (const watcher of this.byContent.get(`${event.contentType}:${event.id}`) ?? []) {
          watcher.send('counts', counts);
        }
        break;
      }
      case 'announcement':
        for (const watcher of this.feeds) {
          // The author's own page shows the post already.
          if (watcher.userId !== event.userId) watcher.send('announcement', { id: event.id });
        }
        break;
    }
  }

  private resyncAll(): void {
    for (const set of this.byUser.values()) for (const watcher of set) watcher.resync();
  }
}

function add<K>(map: Map<K, Set<CommunityWatcher>>, key: K, watcher: CommunityWatcher): void {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(watcher);
}

function remove<K>(map: Map<K, Set<CommunityWatcher>>, key: K, watcher: CommunityWatcher): void {
  const set = map.get(key);
  if (!set) return;
  set.delete(watcher);
  if (set.size === 0) map.delete(key);
}

/** A page's watcher that writes its events to the page's Server-Sent Events response. */
export function sseWatcher(
  response: ServerResponse,
  userId: string,
  query: {
    feed?: LiveQuery['feed'];
    posts?: number[] | undefined;
    comments?: number[] | undefined;
  },
): CommunityWatcher {
  const write = (event: string, data: unknown) => {
    if (!response.writableEnded)
      response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  return {
    userId,
    feed: query.feed === 'true',
    watched: new Set([
      ...(query.posts ?? []).map((id) => `announcement:${id}`),
      ...(query.comments ?? []).map((id) => `comment:${id}`),
    ]),
    send: write,
    // Community events are not replayed: after a gap the page re-reads its bell.
    resync: () => write('notification', {}),
  };
}
