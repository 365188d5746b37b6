// A Server-Sent Events reader for the live-update tests: it reads a real HTTP stream, as a
// browser's EventSource would, and lets a test wait for the event it expects.
import { request as httpRequest, type IncomingMessage } from 'node:http';

export interface StreamEvent {
  id: string | undefined;
  event: string;
  data: string;
  /** When it arrived (performance.now()). */
  at: number;
}

export interface EventStreamReader {
  status: number;
  headers: IncomingMessage['headers'];
  events: StreamEvent[];
  /** The `id:` last seen, data or not (what EventSource would resume from). */
  lastId(): string | undefined;
  /** Resolves with the first event (from `fromIndex` on) that matches, or fails after `ms`. */
  next(
    match: (event: StreamEvent) => boolean,
    ms?: number,
    fromIndex?: number,
  ): Promise<StreamEvent>;
  /** Whether the server ended the stream. */
  ended(): boolean;
  close(): void;
}

export function openEventStream(
  baseUrl: string,
  headers: Record<string, string>,
  path = '/api/events',
): Promise<EventStreamReader> {
  return new Promise((resolve, reject) => {
    const events: StreamEvent[] = [];
    const waiters = new Set<() => void>();
    let lastId: string | undefined;
    let ended = false;
    const req = httpRequest(`${baseUrl}${path}`, { headers }, (response) => {
      let buffer = '';
      let current: { id?: string; event?: string; data: string[] } = { data: [] };
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let newline = buffer.indexOf('\n');
        while (newline >= 0) {
          const line = buffer.slice(0, newline).replace(/\r$/, '');
          buffer = buffer.slice(newline + 1);
          newline = buffer.indexOf('\n');
          if (line === '') {
            if (current.id !== undefined) lastId = current.id;
            if (current.data.length > 0) {
              events.push({
                id: current.id,
                event: current.event ?? 'message',
                data: current.data.join('\n'),
                at: performance.now(),
              });
              for (const wake of waiters) wake();
            }
            current = { data: [] };
            continue;
          }
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'id') current.id = value;
          else if (field === 'event') current.event = value;
          else if (field === 'data') current.data.push(value);
        }
      });
      response.on('end', () => {
        ended = true;
        for (const wake of waiters) wake();
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        lastId: () => lastId,
        ended: () => ended,
        next: (match, ms = 2000, fromIndex = 0) =>
          new Promise((found, fail) => {
            const check = () => {
              const hit = events.slice(fromIndex).find(match);
              if (!hit) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(hit);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`no matching event within ${ms} ms; got ${JSON.stringify(events)}`));
            }, ms);
            if (!check()) waiters.add(check);
          }),
        close: () => req.destroy(),
      });
    });
    req.on('error', (error) => {
      if (!ended) reject(error);
    });
    req.end();
  });
}
