import type { Database } from './client.js';

/**
 * One LISTEN on a channel for a whole instance (decisions 046, 048): started by the first stream
 * that needs it, stopped when the instance closes. A start that failed is forgotten, so the next
 * stream tries again.
 */
export class ChannelListener {
  private stopping: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: Database,
    private readonly channel: string,
    private readonly onPayload: (payload: string) => void,
    private readonly onReconnect: () => void,
  ) {}

  async start(): Promise<void> {
    this.stopping ??= this.database
      .listen(this.channel, this.onPayload, this.onReconnect)
      .catch((error: unknown) => {
        this.stopping = undefined;
        throw error;
      });
    await this.stopping;
  }

  async stop(): Promise<void> {
    const stopping = this.stopping;
    this.stopping = undefined;
    if (stopping) await (await stopping.catch(() => async () => {}))();
  }
}
