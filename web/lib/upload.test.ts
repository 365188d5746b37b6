import { ErrorCode } from '@contracts/errors';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubXhr } from '@/test/fake-xhr';
import { ApiError, readJson } from './api';
import { isAbortError, uploadForm } from './upload';

afterEach(() => vi.unstubAllGlobals());

/** The rejection of `pending` (handled at once, so it is never reported as unhandled). */
const outcome = (pending: Promise<unknown>) =>
  pending.then(
    () => new Error('expected the upload to fail'),
    (error: unknown) => error,
  );

function form(): FormData {
  const body = new FormData();
  body.set('title', 'Soup night');
  return body;
}

describe('uploadForm', () => {
  it('sends the form as is, with the session cookie, and resolves with the answer', async () => {
    const xhr = stubXhr();
    const body = form();
    const pending = uploadForm('POST', '/api/announcements', body);
    const request = xhr.latest();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/announcements');
    expect(request.withCredentials).toBe(true);
    expect(request.body).toBe(body);

    await request.respondJson(201, { id: 7 });
    const response = await pending;
    expect(response.status).toBe(201);
    await expect(readJson(response)).resolves.toEqual({ id: 7 });
  });

  it('reports the bytes sent out of the total', async () => {
    const xhr = stubXhr();
    const onProgress = vi.fn();
    const pending = uploadForm('POST', '/api/announcements', form(), { onProgress });
    xhr.latest().progress(512, 2048);
    xhr.latest().progress(2048, 2048);
    xhr.latest().progress(10, 0, false);
    expect(onProgress.mock.calls).toEqual([
      [{ loaded: 512, total: 2048 }],
      [{ loaded: 2048, total: 2048 }],
    ]);
    await xhr.latest().respond(204);
    await expect(pending).resolves.toHaveProperty('status', 204);
  });

  it('fails with "{status}: {body text}" like apiRequest', async () => {
    const xhr = stubXhr();
    const failure = outcome(uploadForm('POST', '/api/announcements', form()));
    await xhr.latest().respondJson(413, { message: 'Video is too large (max 100 MB)' });
    const error = await failure;
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 413,
      message: '413: {"message":"Video is too large (max 100 MB)"}',
    });
  });

  it('reads the code and issues of the refusal, like apiRequest', async () => {
    const xhr = stubXhr();
    const failure = outcome(uploadForm('POST', '/api/announcements', form()));
    const issues = [{ path: 'body.title', message: 'Title is required' }];
    await xhr.latest().respondJson(400, {
      message: 'Title is required',
      code: ErrorCode.VALIDATION,
      issues,
    });
    expect(await failure).toMatchObject({
      status: 400,
      serverMessage: 'Title is required',
      code: ErrorCode.VALIDATION,
      issues,
    });
  });

  it('uses the status text when the failing answer has no body', async () => {
    const xhr = stubXhr();
    const failure = outcome(uploadForm('POST', '/api/announcements', form()));
    await xhr.latest().respond(502, '', 'Bad Gateway');
    expect(await failure).toMatchObject({ message: '502: Bad Gateway' });
  });

  it('keeps the 401 text that the unauthorised flow looks for', async () => {
    const xhr = stubXhr();
    const failure = outcome(uploadForm('POST', '/api/announcements', form()));
    await xhr.latest().respondJson(401, { message: 'Unauthorized' });
    expect(await failure).toMatchObject({ message: '401: {"message":"Unauthorized"}' });
  });

  it('fails like fetch when the network is down', async () => {
    const xhr = stubXhr();
    const failure = outcome(uploadForm('POST', '/api/announcements', form()));
    await xhr.latest().failNetwork();
    expect(await failure).toBeInstanceOf(TypeError);
  });

  it('aborts the request when the signal fires, rejecting with an AbortError', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    const failure = outcome(
      uploadForm('POST', '/api/announcements', form(), { signal: controller.signal }),
    );
    controller.abort();
    const error = await failure;
    expect(xhr.latest().aborted).toBe(true);
    expect(isAbortError(error)).toBe(true);
  });

  it('sends nothing when the signal has already fired', async () => {
    const xhr = stubXhr();
    const controller = new AbortController();
    controller.abort();
    const error = await uploadForm('POST', '/api/x', form(), { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(isAbortError(error)).toBe(true);
    expect(xhr.requests).toHaveLength(0);
  });
});
