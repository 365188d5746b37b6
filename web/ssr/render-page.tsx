import { AsyncLocalStorage } from 'node:async_hooks';
import { textParts } from 'virtual:simmer-texts';
import type { PageRenderRequest, PageState, RenderedPage } from '@contracts/page-render';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { App } from '@/app/app';
import { setApiTransport } from '@/lib/api';
import { appConfigQuery } from '@/lib/app-config';
import { currentUserQuery } from '@/lib/current-user';
import { addParts, noteParts, partsOfLanguage } from '@/lib/i18n/texts';
import { createQueryClient } from '@/lib/query-client';
import { currentMinute } from '@/lib/use-now';

// Each page's calls go out with its own request's cookie, however many pages render at once.
const requests = new AsyncLocalStorage<PageRenderRequest>();
setApiTransport((url, init) => {
  const request = requests.getStore();
  if (!request) throw new Error('an API call outside a page render');
  return request.fetchApi(url, init);
});

/**
 * Reads are found by drawing the page: a render leaves the queries it needs in the cache (a
 * screen's reads show only once the sign-in state is known), they are answered, and the page is
 * drawn again, until nothing new is asked for. A page still asking after this many rounds is
 * left to the browser.
 */
const MAX_ROUNDS = 4;

/** Draws the page at `request.url` as its first HTML, with the data it was drawn from. */
export function renderPage(request: PageRenderRequest): Promise<RenderedPage> {
  return requests.run(request, async () => {
    const queryClient = createQueryClient();
    // Asked up front rather than found by drawing, each saving a drawing of the page: who is
    // signed in (every screen waits for it; without a session cookie, nobody), and the
    // settings a name is drawn with (lists show names only once their own data has come).
    await Promise.all([
      request.signedIn
        ? queryClient.prefetchQuery(currentUserQuery)
        : queryClient.setQueryData(currentUserQuery.queryKey, null),
      queryClient.prefetchQuery(appConfigQuery),
    ]);
    const account = queryClient.getQueryData(currentUserQuery.queryKey)?.language;
    const language = account && textParts[account] ? account : request.language;
    const texts = await allTexts(language);
    const usedTexts = noteParts(texts);
    for (let round = 0; ; round += 1) {
      const html = await draw(queryClient, request.url, texts);
      const asked = unanswered(queryClient);
      if (asked.length === 0) return finish(queryClient, request.url, texts, html, usedTexts);
      if (round === MAX_ROUNDS) throw new Error(`${request.url} still reads after ${round} rounds`);
      // A failed read shows its error state, as in the browser.
      await Promise.all(asked.map((query) => query.fetch().catch(() => {})));
    }
  });
}

/**
 * The page once nothing is left to read. The last drawing is it, when it came out in order: with
 * every read answered and every screen's code loaded, nothing waited. Otherwise it is drawn again
 * in one go, without the inline scripts a streamed render moves late parts with (the page's
 * Content-Security-Policy refuses them).
 */
function finish(
  queryClient: QueryClient,
  url: string,
  texts: I18n,
  drawn: string,
  usedTexts: Set<string>,
): RenderedPage {
  const html = drawn.includes('<script') ? renderToString(app(queryClient, url, texts)) : drawn;
  if (html.includes('<!--$!-->')) throw new Error(`${url} still waits for code`);
  const state: PageState = {
    queries: dehydrate(queryClient),
    minute: currentMinute(),
    texts: [...usedTexts],
  };
  const head = HOISTED.exec(html)?.[0] ?? '';
  return {
    head,
    html: html.slice(head.length),
    state: JSON.stringify(state).replace(/</g, '\\u003c'),
    language: texts.locale,
    texts: state.texts,
  };
}

/**
 * What React writes first when it draws part of a page: the elements that belong in the head
 * (a screen's `<title>`, preloads of the photos it shows first; React moves them there itself
 * when it draws a whole document).
 */
const HOISTED = /^(?:<title>[^<]*<\/title>|<link [^>]*\/?>|<meta [^>]*\/?>)+/;

function app(queryClient: QueryClient, url: string, texts: I18n) {
  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={url}>{children}</StaticRouter>
  );
  return <App queryClient={queryClient} router={router} texts={texts} />;
}

interface LanguageTexts {
  namespaces: string[];
  messages: Messages;
}

/** Each language's compiled texts, every namespace merged, read once per server. */
const languages = new Map<string, Promise<LanguageTexts>>();

async function readLanguage(language: string): Promise<LanguageTexts> {
  const loaders = Object.entries(await partsOfLanguage(language));
  const parts = await Promise.all(loaders.map(async ([, load]) => (await load()).default));
  return {
    namespaces: loaders.map(([namespace]) => namespace),
    messages: Object.assign({}, ...parts),
  };
}

/**
 * Texts for one page in `language`, with every namespace: a server render never waits for one.
 * Each render has an instance of its own (it notes the namespaces drawn), over the one merged
 * table of its language.
 */
async function allTexts(language: string): Promise<I18n> {
  let read = languages.get(language);
  if (!read) {
    read = readLanguage(language);
    languages.set(language, read);
  }
  const { namespaces, messages } = await read;
  const texts = setupI18n({ locale: language });
  addParts(texts, language, namespaces, messages);
  return texts;
}

/**
 * Draws the page, which leaves the queries it asks for in the cache; the screens' code gets
 * loaded on the way (a prerender waits for it, where a plain render draws the loading page).
 */
async function draw(queryClient: QueryClient, url: string, texts: I18n): Promise<string> {
  // Never outlined: by default a large finished part is sent after the rest, with a script to
  // move it into place.
  const { prelude } = await prerenderToNodeStream(app(queryClient, url, texts), {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** Queries a render created and that would fetch in the browser: never started and enabled. */
function unanswered(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => {
      const { enabled } = query.options as { enabled?: boolean | ((query: Query) => boolean) };
      const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
      return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
    });
}
