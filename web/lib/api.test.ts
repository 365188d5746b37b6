import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, getJson } from './api';

function stubFetch(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function lastInit(fetchMock: ReturnType<typeof stubFetch>): RequestInit {
  const init = fetchMock.mock.calls.at(-1)?.[1];
  if (!init) throw new Error('fetch was not called with options');
  return init;
}

afterEach(() => vi.restoreAllMocks());

describe('apiRequest', () => {
  it('sends the session cookie with every call', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    await apiRequest('DELETE', '/api/recipes/1');
    expect(lastInit(fetchMock)).toMatchObject({ method: 'DELETE', credentials: 'include' });
  });

  it('sends a plain object as JSON with a JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));
    await apiRequest('POST', '/api/reports', { reason: 'spam' });
    const init = lastInit(fetchMock);
    expect(init.body).toBe('{"reason":"spam"}');
    expect(init.headers).toEqual({ 'Content-Type': 'application/json' });
  });

  it('sends FormData as is, leaving the multipart content type to the browser', async () => {
    const fetchMock = stubFetch(new Response('{}'));
    const form = new FormData();
    form.set('title', 'Soup');
    await apiRequest('POST', '/api/recipes', form);
    const init = lastInit(fetchMock);
    expect(init.body).toBe(form);
    expect(init.headers).toBeUndefined();
  });

  it('fails with "{status}: {body text}" and the status for a non-OK answer', async () => {
    stubFetch(new Response('{"message":"Forbidden"}', { status: 403, statusText: 'Forbidden' }));
    const error = await apiRequest('PUT', '/api/recipes/1', {}).catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: '403: {"message":"Forbidden"}' });
  });

  it('uses the status text when the failing answer has no body', async () => {
    stubFetch(new Response(null, { status: 502, statusText: 'Bad Gateway' }));
    await expect(apiRequest('GET', '/api/recipes')).rejects.toThrow('502: Bad Gateway');
  });
});

describe('getJson', () => {
  it('returns the parsed JSON of the answer', async () => {
    stubFetch(new Response('[{"id":1}]'));
    await expect(getJson('/api/recipes')).resolves.toEqual([{ id: 1 }]);
  });

  it('reads an empty answer as null', async () => {
    stubFetch(new Response(''));
    await expect(getJson('/api/recipes/featured/daily')).resolves.toBeNull();
  });

  it('treats 401 as "nobody signed in" when asked to', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getJson('/api/auth/user', { on401: 'returnNull' })).resolves.toBeNull();
  });

  it('fails on 401 by default', async () => {
    stubFetch(new Response('{"message":"Unauthorized"}', { status: 401 }));
    await expect(getJson('/api/recipes')).rejects.toThrow('401: {"message":"Unauthorized"}');
  });
});
