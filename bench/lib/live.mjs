// What the live benchmarks share: a JSON API call, an event stream reader, timing tables.
import { markdownTable } from './report.mjs';

export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
};
export const ms = (value) => `${value.toFixed(1)} ms`;

/** A markdown table of timings: one row `[name, values (ms), target]` each, p50 / p95 / max. */
export function timingTable(rows) {
  return markdownTable(
    ['measure', 'p50', 'p95', 'max', 'target'],
    rows.map(([name, values, target]) => [
      name,
      ms(percentile(values, 50)),
      ms(percentile(values, 95)),
      ms(Math.max(...values)),
      target,
    ]),
  );
}

/** A JSON call as the signed-in `cookie`; fails on anything but 2xx. */
export async function api(base, cookie, method, path, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { cookie, origin: base, ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

/**
 * Reads an event stream (`path`, by default `/api/events`) and calls `onEvent(kind, data, at)`
 * for each event; resolves once open with a function that closes it.
 */
export async function openStream(base, cookie, onEvent, path = '/api/events') {
  const controller = new AbortController();
  const response = await fetch(`${base}${path}`, {
    headers: { cookie },
    signal: controller.signal,
  });
  if (response.status !== 200) throw new Error(`${path}: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ done: true }));
      if (done) return;
      buffer += value;
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
        const kind = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (kind && data) onEvent(kind, JSON.parse(data), performance.now());
      }
    }
  })();
  return () => controller.abort();
}
