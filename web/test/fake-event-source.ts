import { vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource (jsdom has none): the test opens, drops and feeds the
 * stream by hand, and reads which streams the page holds open.
 */
export class FakeEventSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readyState = FakeEventSource.CONNECTING;

  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    super();
    FakeEventSource.instances.push(this);
  }

  /** The server accepted the stream (again, after a drop). */
  open() {
    this.readyState = FakeEventSource.OPEN;
    this.dispatchEvent(new Event('open'));
  }

  /** An event of `type` with `data`, as the server writes it. */
  emit(type: string, data: unknown, lastEventId = '1') {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }

  /** The stream dropped: the browser reconnects (`closed`: it was refused and will not). */
  fail({ closed = false } = {}) {
    this.readyState = closed ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }

  close() {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The streams not closed, by the page or for good. */
  static get live() {
    return FakeEventSource.instances.filter(
      (source) => source.readyState !== FakeEventSource.CLOSED,
    );
  }
}

/** Puts the stand-in where the app looks for EventSource; undone by vi.unstubAllGlobals. */
export function stubEventSource() {
  FakeEventSource.instances = [];
  vi.stubGlobal('EventSource', FakeEventSource);
  return FakeEventSource;
}
