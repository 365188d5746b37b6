// HTTP requests sent exactly as written, below fetch: paths fetch would normalise, multipart
// bodies with parts fetch cannot express, and uploads streamed at a controlled pace (the media
// tests' raw transport; media-app.ts builds the app, media-forms.ts and photos.ts the bodies).
import { request as httpRequest } from 'node:http';
import { Readable } from 'node:stream';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * A GET sent exactly as written: fetch would resolve `..` in the path before sending, and adds
 * `cache-control: no-cache` to conditional requests, which rules out a 304.
 */
export function rawGet(
  baseUrl: string,
  path: string,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(`${baseUrl}/`, { path, headers }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

export interface RawPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  data: Buffer | string;
}

export interface RawUpload {
  status: number;
  body: string;
}

const BOUNDARY = 'simmer-test-boundary';

/**
 * POSTs a multipart body written by hand over a plain socket. With `finish`, it resolves only once
 * the answer has arrived *and* the whole body has gone out, so a server that stops reading a
 * refused upload makes it time out. Without, the body is never ended: only a server that answers
 * before the end of the upload can resolve it.
 */
export function rawUpload(
  url: string,
  parts: RawPart[],
  { finish = true }: { finish?: boolean } = {},
): Promise<RawUpload> {
  return new Promise((resolve, reject) => {
    let answer: RawUpload | undefined;
    let sent = !finish;
    const settle = () => {
      if (!answer || !sent) return;
      resolve(answer);
      request.destroy();
    };
    const request = httpRequest(url, {
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      signal: AbortSignal.timeout(5000),
    });
    request.on('error', reject);
    request.on('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
      });
      response.on('end', () => {
        answer = { status: response.statusCode ?? 0, body };
        settle();
      });
    });
    for (const part of parts) {
      const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
      const type = part.filename === undefined ? '' : 'Content-Type: application/octet-stream\r\n';
      request.write(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`,
      );
      request.write(part.data);
      if (finish) request.write('\r\n');
    }
    if (finish) {
      request.end(`--${BOUNDARY}--\r\n`, () => {
        sent = true;
        settle();
      });
    }
  });
}

export interface StreamedUpload {
  /** The answer; rejects when the connection fails before one arrives. */
  answer: Promise<RawUpload>;
  /** Bytes of the body handed to the socket so far. */
  sent(): number;
  /** Drops the connection, as a client going away mid-upload. */
  abort(): void;
}

/**
 * POSTs a multipart form whose one file, in `field`, is `head` followed by zeros up to `size`
 * bytes, generated while it is sent over a real connection (fetch and inject would buffer it):
 * the test process holds one 64 KB chunk of it at a time. With `finish: false` the body stops
 * after the file's bytes and waits there, the connection open, until abort().
 */
export function streamUpload(
  url: string,
  {
    field,
    head,
    size,
    finish = true,
    headers = {},
  }: {
    field: string;
    head: Buffer;
    size: number;
    finish?: boolean;
    /** More request headers (a session cookie). */
    headers?: Record<string, string>;
  },
): StreamedUpload {
  const zeros = Buffer.alloc(64 * 1024);
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  async function* body() {
    yield Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="upload"\r\n` +
        'Content-Type: application/octet-stream\r\n\r\n',
    );
    yield head;
    for (let left = size - head.length; left > 0; left -= zeros.length) {
      yield left >= zeros.length ? zeros : zeros.subarray(0, left);
    }
    if (!finish) return await held;
    yield Buffer.from(`\r\n--${BOUNDARY}--\r\n`);
  }
  let sent = 0;
  const request = httpRequest(url, {
    method: 'POST',
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}`, ...headers },
  });
  const source = Readable.from(body(), { objectMode: false });
  source.on('data', (chunk: Buffer) => {
    sent += chunk.length;
  });
  source.pipe(request);
  const answer = new Promise<RawUpload>((resolve, reject) => {
    request.on('error', reject);
    request.on('response', (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
  });
  return {
    answer,
    sent: () => sent,
    abort: () => {
      request.destroy();
      release();
      source.destroy();
    },
  };
}
