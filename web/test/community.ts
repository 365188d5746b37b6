import type { Announcement, Comment } from '@contracts/community';
import type { UserSummary } from '@contracts/user';
import { screen, within } from '@testing-library/react';
import { type ApiCall, errorAnswer, jsonAnswer, noContent, parseCall, stubApi } from './api-stub';

export const author: UserSummary = {
  id: 'cook-2',
  displayName: 'Bea Baker',
  firstName: 'Bea',
  lastName: 'Baker',
  profileImageUrl: null,
};

export const minutesAgo = (minutes: number) =>
  new Date(Date.now() - minutes * 60_000).toISOString();

export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const user = overrides.user ?? author;
  return {
    id: 1,
    userId: user.id,
    title: 'Sourdough at last',
    content: 'Twelve hours of proofing.\nWorth it.',
    image: null,
    video: null,
    mediaType: null,
    likesCount: 2,
    commentsCount: 0,
    createdAt: minutesAgo(5),
    user,
    liked: false,
    ...overrides,
  };
}

/** `count` posts with falling ids from `firstId`, as a newest-first page holds them. */
export function makePosts(count: number, firstId: number): Announcement[] {
  return Array.from({ length: count }, (_, index) =>
    makeAnnouncement({ id: firstId - index, title: `Post ${firstId - index}` }),
  );
}

export function makeComment(overrides: Partial<Comment> = {}): Comment {
  const user = overrides.user ?? author;
  return {
    id: 11,
    announcementId: 1,
    userId: user.id,
    parentId: null,
    content: 'Looks amazing!',
    likesCount: 0,
    repliesCount: 0,
    createdAt: minutesAgo(3),
    user,
    liked: false,
    ...overrides,
  };
}

/** The reads of the feed, parsed, in order. */
export const feedCalls = (calls: { url: string; method: string }[]) =>
  calls
    .filter((call) => call.url.startsWith('/api/announcements') && call.method === 'GET')
    .map((call) => parseCall(call));

/** The titles of the posts in the feed, in order. */
export const postTitles = () =>
  within(screen.getByRole('feed', { name: 'Posts' }))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

interface CommunityState {
  posts: Announcement[];
  comments: Comment[];
  /** The cooks the viewer blocked: their posts and comments leave every list. */
  blocked: Set<string>;
}

/**
 * Stubs `fetch` with a small, in-memory community API that answers as the server does: newest-first
 * keyset pages, comment pages, likes, comment creation and deletion with exact counts, and blocks
 * (a blocked cook's posts and comments leave the lists). `answer` goes first and can take over any
 * call by returning a Response.
 */
export function stubCommunity(
  initial: Partial<CommunityState> = {},
  answer?: (call: ApiCall) => Response | Promise<Response> | undefined,
) {
  const state: CommunityState = {
    posts: initial.posts ?? [],
    comments: initial.comments ?? [],
    blocked: initial.blocked ?? new Set(),
  };
  const shown = <T extends { userId: string }>(items: T[]) =>
    items.filter((item) => !state.blocked.has(item.userId));
  let nextId = 1000;
  const api = stubApi(async (call) => {
    const custom = await answer?.(call);
    if (custom) return custom;
    const { path, query } = parseCall(call);
    const post = (id: string | undefined) => state.posts.find((item) => item.id === Number(id));

    if (call.method === 'GET' && /^\/api\/announcements(\/feed)?$/.test(path)) {
      const limit = Number(query.limit ?? 20);
      const before = query.before ? Number(query.before) : Number.POSITIVE_INFINITY;
      const page = shown(state.posts)
        .sort((a, b) => b.id - a.id)
        .filter((item) => item.id < before)
        .slice(0, limit);
      return jsonAnswer(page);
    }
    let match = path.match(/^\/api\/announcements\/(\d+)\/like$/);
    if (match && call.method === 'POST') {
      const target = post(match[1]);
      if (!target) return errorAnswer(404, 'Announcement not found');
      target.liked = !target.liked;
      target.likesCount += target.liked ? 1 : -1;
      return jsonAnswer({ liked: target.liked, likesCount: target.likesCount });
    }
    match = path.match(/^\/api\/announcements\/(\d+)$/);
    if (match && call.method === 'DELETE') {
      state.posts = state.posts.filter((item) => item.id !== Number(match?.[1]));
      return noContent();
    }
    match = path.match(/^\/api\/announcements\/(\d+)\/comments$/);
    if (match && call.method === 'GET') {
      return jsonAnswer(
        commentPage(
          shown(state.comments),
          (c) => c.announcementId === Number(match?.[1]) && !c.parentId,
          query,
        ),
      );
    }
    if (match && call.method === 'POST') {
      const body = JSON.parse(String(call.body)) as { content: string; parentId?: number };
      const comment = makeComment({
        id: nextId++,
        announcementId: Number(match[1]),
        parentId: body.parentId ?? null,
        content: body.content,
        user: { ...author, id: 'user-1', displayName: 'Chef Ada' },
        createdAt: new Date().toISOString(),
      });
      state.comments.push(comment);
      return jsonAnswer(comment, 201);
    }
    match = path.match(/^\/api\/comments\/(\d+)\/replies$/);
    if (match) {
      return jsonAnswer(
        commentPage(shown(state.comments), (c) => c.parentId === Number(match?.[1]), query),
      );
    }
    match = path.match(/^\/api\/comments\/(\d+)\/like$/);
    if (match) {
      const target = state.comments.find((item) => item.id === Number(match?.[1]));
      if (!target) return errorAnswer(404, 'Comment not found');
      target.liked = !target.liked;
      target.likesCount += target.liked ? 1 : -1;
      return jsonAnswer({ liked: target.liked, likesCount: target.likesCount });
    }
    match = path.match(/^\/api\/comments\/(\d+)$/);
    if (match && call.method === 'DELETE') {
      // Like the server: the comment and its whole reply tree go, and the answer is the post's
      // comment count afterwards.
      const target = state.comments.find((item) => item.id === Number(match?.[1]));
      if (!target) return errorAnswer(404, 'Comment not found');
      const gone = new Set([target.id]);
      for (let grew = true; grew; ) {
        grew = false;
        for (const item of state.comments) {
          if (item.parentId && gone.has(item.parentId) && !gone.has(item.id)) {
            gone.add(item.id);
            grew = true;
          }
        }
      }
      state.comments = state.comments.filter((item) => !gone.has(item.id));
      const commentsCount = state.comments.filter(
        (item) => item.announcementId === target.announcementId,
      ).length;
      return jsonAnswer({ commentsCount });
    }
    match = path.match(/^\/api\/users\/([^/]+)\/block$/);
    if (match?.[1]) {
      const cook = decodeURIComponent(match[1]);
      if (call.method === 'POST') {
        if (state.blocked.has(cook)) state.blocked.delete(cook);
        else state.blocked.add(cook);
      }
      return jsonAnswer({ blocked: state.blocked.has(cook) });
    }
    if (path === '/api/reports') return jsonAnswer({ id: 1, status: 'pending' }, 201);
    return errorAnswer(404, 'Not found');
  });
  return { ...api, state };
}

function commentPage(
  comments: Comment[],
  belongs: (comment: Comment) => boolean,
  query: Record<string, string>,
) {
  const page = Number(query.page ?? 1);
  const limit = Number(query.limit ?? 10);
  const level = comments.filter(belongs);
  return {
    comments: level.slice((page - 1) * limit, page * limit),
    hasMore: level.length > page * limit,
  };
}
