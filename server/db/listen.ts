import type pg from 'pg';

const RETRY_FIRST_MS = 500;
const RETRY_MOST_MS = 30_000;

/**
 * LISTEN on a PostgreSQL connection of its own (a pooled one would be handed to other queries).
 * When the connection drops — a restarted server, a network blip — it is opened again, waiting
 * longer each time, and `onReconnect` is told: notifications sent meanwhile are lost, so the
 * listener reads what it missed from the database.
 */
export async function listenOnPostgres(
  Client: typeof pg.Client,
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  let client: pg.Client | undefined;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', () => reopen(next));
    next.on('end', () => reopen(next));
    try {
      await next.connect();
      await next.query(`LISTEN "${channel.replace(/"/g, '""')}"`);
    } catch (error) {
      next.end().catch(() => {});
      throw error;
    }
    client = next;
    retryMs = RETRY_FIRST_MS;
  };

  const reopen = (dropped: pg.Client) => {
    if (stopped || client !== dropped || timer) return;
    client = undefined;
    dropped.end().catch(() => {});
    const attempt = () => {
      timer = undefined;
      if (stopped) return;
      connect().then(
        () => onReconnect?.(),
        () => {
          retryMs = Math.min(retryMs * 2, RETRY_MOST_MS);
          timer = setTimeout(attempt, retryMs);
        },
      );
    };
    timer = setTimeout(attempt, retryMs);
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await client?.end().catch(() => {});
    client = undefined;
  };
}
