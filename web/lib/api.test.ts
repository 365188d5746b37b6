import { ErrorCode } from '@contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorFromAnswer, apiRequest, asApiError, getJson } from './api';

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

describe('apiErrorFromAnswer', () => {
  it('reads the message, code and issues of a JSON error answer into fields', async () => {
    const body = JSON.stringify({
      message: 'Recipe title is required',
      code: ErrorCode.VALIDATION,
      issues: [{ path: 'body.title', message: 'Recipe title is required' }],
    });
    const error = await apiErrorFromAnswer(400, body, 'Bad Request');
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      message: `400: ${body}`,
      serverMessage: 'Recipe title is required',
      code: ErrorCode.VALIDATION,
      issues: [{ path: 'body.title', message: 'Recipe title is required' }],
    });
  });

  it('keeps a plain-text body as the message, with no server message, code or issues', async () => {
    const error = await apiErrorFromAnswer(502, 'upstream timed out', 'Bad Gateway');
    expect(error.message).toBe('502: upstream timed out');
    expect(error).toMatchObject({ serverMessage: undefined, code: undefined, issues: [] });
  });

  it('uses the status text when the body is empty', async () => {
    const error = await apiErrorFromAnswer(503, '', 'Service Unavailable');
    expect(error.message).toBe('503: Service Unavailable');
    expect(error).toMatchObject({ serverMessage: undefined, code: undefined, issues: [] });
  });

  it('reads nothing from malformed JSON, keeping it as the message', async () => {
    const error = await apiErrorFromAnswer(500, '{"message": "half', 'Internal Server Error');
    expect(error.message).toBe('500: {"message": "half');
    expect(error).toMatchObject({ serverMessage: undefined, code: undefined, issues: [] });
  });

  it('keeps the message of an odd body, leaving out a code or issues it does not know', async () => {
    const body = '{"message":"Slow down","code":"SOMETHING_NEW","issues":[{"path":1}]}';
    expect(await apiErrorFromAnswer(429, body)).toMatchObject({
      message: `429: ${body}`,
      serverMessage: 'Slow down',
      code: undefined,
      issues: [],
    });
  });

  it('has no server message for a blank one, or for JSON that is not an error answer', async () => {
    expect((await apiErrorFromAnswer(400, '{"message":"  "}')).serverMessage).toBeUndefined();
    expect((await apiErrorFromAnswer(400, '["Forbidden"]')).serverMessage).toBeUndefined();
    expect((await apiErrorFromAnswer(400, '"Forbidden"')).serverMessage).toBeUndefined();
    expect((await apiErrorFromAnswer(400, 'null')).serverMessage).toBeUndefined();
  });

  it('is what apiRequest throws for a non-OK answer', async () => {
    stubFetch(
      Response.json(
        { message: 'Display name required', code: ErrorCode.DISPLAY_NAME_REQUIRED },
        {
          status: 403,
        },
      ),
    );
    const error = await apiRequest('POST', '/api/announcements/1/like').catch((caught) => caught);
    expect(error).toMatchObject({
      status: 403,
      serverMessage: 'Display name required',
      code: ErrorCode.DISPLAY_NAME_REQUIRED,
    });
  });
});

describe('asApiError', () => {
  it('is the failure when it is an ApiError, undefined for any other', () => {
    const refused = new ApiError(404, '404: Not found');
    expect(asApiError(refused)).toBe(refused);
    expect(asApiError(new TypeError('Failed to fetch'))).toBeUndefined();
    expect(asApiError('404')).toBeUndefined();
  });
});
