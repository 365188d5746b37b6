import { act } from '@testing-library/react';
import { vi } from 'vitest';

/**
 * A stand-in for XMLHttpRequest that a test drives by hand: it records what was sent, then the
 * test reports upload progress, answers, fails the network or watches an abort.
 */
export class FakeXhr {
  static instances: FakeXhr[] = [];

  method = '';
  url = '';
  body: Document | XMLHttpRequestBodyInit | null = null;
  withCredentials = false;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  readonly requestHeaders: Record<string, string> = {};
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private responseHeaders: Record<string, string> = {};

  constructor() {
    FakeXhr.instances.push(this);
  }

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.requestHeaders[name.toLowerCase()] = value;
  }

  send(body: Document | XMLHttpRequestBodyInit | null = null): void {
    this.body = body;
  }

  abort(): void {
    this.aborted = true;
    this.events.dispatchEvent(new Event('abort'));
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders[name.toLowerCase()] ?? null;
  }

  /** The browser reports that `loaded` of `total` bytes went out. */
  progress(loaded: number, total: number, lengthComputable = true): void {
    act(() => {
      this.upload.dispatchEvent(new ProgressEvent('progress', { lengthComputable, loaded, total }));
    });
  }

  /** Part of the answer has arrived (a streamed answer): `text` is all of it so far. */
  receive(text: string): void {
    this.responseText = text;
    act(() => {
      this.events.dispatchEvent(new Event('progress'));
    });
  }

  /** The server answers. */
  async respond(status: number, body = '', statusText = ''): Promise<void> {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body;
    this.responseHeaders = body.startsWith('{') ? { 'content-type': 'application/json' } : {};
    await act(async () => {
      this.events.dispatchEvent(new Event('load'));
    });
  }

  respondJson(status: number, body: unknown): Promise<void> {
    return this.respond(status, JSON.stringify(body));
  }

  /** The network fails before any answer. */
  async failNetwork(): Promise<void> {
    await act(async () => {
      this.events.dispatchEvent(new Event('error'));
    });
  }
}

/** Replaces XMLHttpRequest for the test; `latest()` is the request sent last. */
export function stubXhr() {
  FakeXhr.instances = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return {
    requests: FakeXhr.instances,
    latest(): FakeXhr {
      const request = FakeXhr.instances.at(-1);
      if (!request) throw new Error('no XMLHttpRequest was sent');
      return request;
    },
  };
}
