import { WATCHED_MAX } from '@contracts/live-watch';
import { useEffect, useRef } from 'react';

/**
 * What the page's screens show, so the event stream hears of it (decision 048): a feed (for its
 * "new posts" bar), the posts and the comments on screen (for their counts). Screens register what
 * they show; the stream reopens with the union when it changes.
 */
export interface LiveWatch {
  feed?: boolean;
  posts?: readonly number[];
  comments?: readonly number[];
}

const watches = new Map<symbol, LiveWatch>();
const listeners = new Set<() => void>();
let query = '';

/** The newest `WATCHED_MAX` ids (the highest ids: what was posted last is read most). */
const union = (lists: (readonly number[] | undefined)[]) =>
  [...new Set(lists.flatMap((list) => list ?? []))].sort((a, b) => b - a).slice(0, WATCHED_MAX);

function recompute(): void {
  const all = [...watches.values()];
  const params = new URLSearchParams();
  if (all.some((watch) => watch.feed)) params.set('feed', 'true');
  const posts = union(all.map((watch) => watch.posts));
  const comments = union(all.map((watch) => watch.comments));
  if (posts.length) params.set('posts', posts.join(','));
  if (comments.length) params.set('comments', comments.join(','));
  const next = params.toString();
  if (next === query) return;
  query = next;
  for (const listener of listeners) listener();
}

/** The stream's query for what is watched now (`feed=true&posts=…`), '' for nothing. */
export const watchQuery = () => query;
export function subscribeWatch(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Watches `watch` while the calling screen is mounted. */
export function useLiveWatch(watch: LiveWatch): void {
  const key = JSON.stringify([watch.feed ?? false, watch.posts ?? [], watch.comments ?? []]);
  useEffect(() => {
    const [feed, posts, comments] = JSON.parse(key) as [boolean, number[], number[]];
    const id = Symbol('watch');
    watches.set(id, { feed, posts, comments });
    recompute();
    return () => {
      watches.delete(id);
      recompute();
    };
  }, [key]);
}

/** The community events a screen may handle as they come. */
export type LiveEventName = 'counts' | 'announcement';
type Handler = (data: unknown) => void;
const handlers = new Map<LiveEventName, Set<Handler>>();

/** Hands an event from the stream to the screens that handle it. */
export function dispatchLiveEvent(name: LiveEventName, data: unknown): void {
  for (const handler of handlers.get(name) ?? []) handler(data);
}

/** Calls `handler` for each `name` event while the calling screen is mounted. */
export function useLiveEvent(name: LiveEventName, handler: Handler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const call: Handler = (data) => latest.current(data);
    let set = handlers.get(name);
    if (!set) {
      set = new Set();
      handlers.set(name, set);
    }
    set.add(call);
    return () => {
      set.delete(call);
    };
  }, [name]);
}
