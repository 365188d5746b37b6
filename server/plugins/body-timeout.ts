import type { FastifyInstance } from 'fastify';

/**
 * A request whose body stops arriving is cut off: while a body is being received, a connection
 * on which nothing arrives for `idleMs` is closed, which tears down whatever reads the body (an
 * upload being spooled removes its temporary file, decision 010). Only while receiving: a
 * request being answered slowly (a video moving to S3) is not cut off by this. The whole of a
 * body must also arrive within the server's request timeout (app.ts).
 */
export function installBodyIdleTimeout(app: FastifyInstance, idleMs: number): void {
  app.addHook('onRequest', async (request) => {
    const raw = request.raw;
    const socket = raw.socket;
    const hasBody =
      raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length']) > 0;
    // Nothing to wait for (no body, or already read); app.inject has no real socket.
    if (!hasBody || raw.complete || typeof socket?.setTimeout !== 'function') return;
    const stalled = () => {
      request.log.warn({ url: request.url }, 'request body stalled; connection closed');
      socket.destroy();
    };
    socket.setTimeout(idleMs, stalled);
    const received = () => {
      socket.setTimeout(0);
      socket.off('timeout', stalled);
    };
    raw.once('end', received);
    raw.once('close', received);
  });
}
