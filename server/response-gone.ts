import type { FastifyReply } from 'fastify';

/**
 * Aborts once the answer's connection closes before the answer was finished (the browser went
 * away), so work done only for it (a transfer from the bucket, an export) stops too. The
 * request's own 'close' would not do: it fires once its body has been read, long before.
 */
export function responseGone(reply: FastifyReply): AbortSignal {
  const gone = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) gone.abort();
  });
  return gone.signal;
}
