/**
 * Between the server and the bundle that draws a page's first HTML (web/ssr/render-page.tsx,
 * built by Vite for Node into dist/web-ssr): the server hands it the address and a way to call its
 * own API as the requesting browser would, and gets back the screen's HTML and the data it was
 * drawn from, which the browser's first render starts with (web/main.tsx).
 */
export interface PageRenderRequest {
  /** The page's address: path and query, as the browser asked for it. */
  url: string;
  /** Whether a session cookie came with the request: without one nobody is signed in. */
  signedIn: boolean;
  /**
   * The visitor's language as the server found it (their choice, else their browser's); a
   * signed-in cook's own choice, read with who they are, goes first (decision 049).
   */
  language: string;
  /** Sends one API call (a relative URL) with the request's cookie, answered in-process. */
  fetchApi: (url: string, init: RequestInit) => Promise<Response>;
}

export interface RenderedPage {
  /**
   * What the page's components put in the document's head (React writes them first): its
   * `<title>`, and preload links for the photos it shows first. Replaces index.html's title.
   */
  head: string;
  /** What goes inside `<div id="root">`. */
  html: string;
  /** The state script's text: JSON, safe inside a `<script type="application/json">`. */
  state: string;
  /** The language the page was drawn in, for `<html lang>`. */
  language: string;
  /** The namespaces of texts it was drawn with, which the browser loads before adopting it. */
  texts: string[];
}

export type RenderPage = (request: PageRenderRequest) => Promise<RenderedPage>;

/** The id of the `<script type="application/json">` that carries `RenderedPage.state`. */
export const PAGE_STATE_ID = 'simmer-state';

/** What the state script holds. */
export interface PageState {
  /** TanStack Query's dehydrated cache: the answers the screen was drawn from. */
  queries: unknown;
  /** The minute the server drew the page in, for relative times ("5 minutes ago"). */
  minute: number;
  /** The namespaces of texts the page was drawn with, in its language (`<html lang>`). */
  texts: string[];
}
