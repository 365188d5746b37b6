import { vi } from 'vitest';

// A stand-in for the API at the browser's fetch: the calls a screen makes, and the answers it gets.

export interface ApiCall {
  method: string;
  url: string;
  body: RequestInit['body'];
}

export const jsonAnswer = (body: unknown, status = 200) => Response.json(body, { status });
export const errorAnswer = (status: number, message: string) =>
  Response.json({ message }, { status });

/**
 * Stubs the browser's `fetch` with `answer`, recording every call. `answer` builds a fresh
 * Response per call (a body can be read only once).
 */
export function stubApi(answer: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = { method: init?.method ?? 'GET', url: String(input), body: init?.body };
    calls.push(call);
    return answer(call);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A fetch that never answers: the screen stays loading. */
export function neverAnswer() {
  return stubApi(() => new Promise<Response>(() => {}));
}

export const noContent = () => new Response(null, { status: 204 });

/** A call's URL, parsed: `path` and the query as a plain object. */
export function parseCall(call: Pick<ApiCall, 'url'>) {
  const url = new URL(call.url, 'http://localhost');
  return { path: url.pathname, query: Object.fromEntries(url.searchParams) };
}

export const sentJson = (call: ApiCall | undefined): unknown => JSON.parse(String(call?.body));

/** An answer the test releases by hand, to look at the screen while a call is in flight. */
export function deferredAnswer() {
  let release: (response: Response) => void = () => {};
  const promise = new Promise<Response>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}
