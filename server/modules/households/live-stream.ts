import type { ServerResponse } from 'node:http';
import type { Db } from '../../db/client.js';
import { householdOf } from './household.queries.js';
import { eventsAfter } from './live-events.queries.js';
import type { HouseholdEvent, LiveHub, Subscriber } from './live-hub.js';

/**
 * How often every stream says it is alive (proxies close silent connections) and the sessions
 * they were opened with are checked: one timer and one statement for all of an instance's streams.
 */
export const HEARTBEAT_MS = 25_000;

/**
 * One signed-in page's stream of its household's changes (Server-Sent Events). It sends each
 * event once, in order: events arriving while it reads the ones missed wait, and any already
 * sent are skipped. A change of household (joining, leaving, being removed) moves it along.
 */
export class LiveStream implements Subscriber {
  private lastSent: number;
  private catchingUp: Promise<void> = Promise.resolve();
  private unsubscribe: (() => void) | undefined;
  private closed = false;

  constructor(
    private readonly db: Db,
    private readonly hub: LiveHub,
    private readonly response: ServerResponse,
    private readonly userId: string,
    readonly sessionId: string | null,
    private householdId: number,
    lastEventId: number,
  ) {
    this.lastSent = lastEventId;
  }

  async open(resumeFrom: number | undefined): Promise<void> {
    this.unsubscribe = await this.hub.subscribe(this.householdId, this);
    // Where a stream that drops later resumes from, even if no event came before the drop.
    this.write(`retry: 3000\nid: ${this.lastSent}\n\n`);
    if (resumeFrom !== undefined) this.resync();
  }

  event(event: HouseholdEvent): void {
    // A failure here (the cook's account deleted meanwhile, the database gone) ends this stream,
    // never the process: the page reconnects and reads what it may.
    this.catchingUp = this.catchingUp.then(() => this.deliver(event)).catch(() => this.close());
  }

  resync(): void {
    this.catchingUp = this.catchingUp
      .then(async () => {
        for (const event of await eventsAfter(this.db, this.householdId, this.lastSent)) {
          await this.deliver(event);
        }
      })
      .catch(() => this.close());
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.unsubscribe?.();
    this.response.end();
  }

  private async deliver(event: HouseholdEvent): Promise<void> {
    if (this.closed) return;
    if (event.id > this.lastSent) {
      this.lastSent = event.id;
      this.write(
        `id: ${event.id}\nevent: ${event.kind}\ndata: ${JSON.stringify({ id: event.entityId })}\n\n`,
      );
    }
    // A household that went has no event row (id 0), but its streams must move on all the same.
    if (event.kind === 'household') await this.followHousehold();
  }

  /** After a change of members: if this cook is now in another household, listen to that one. */
  private async followHousehold(): Promise<void> {
    const now = await householdOf(this.db, this.userId);
    if (now === this.householdId || this.closed) return;
    this.unsubscribe?.();
    this.householdId = now;
    this.unsubscribe = await this.hub.subscribe(now, this);
    this.write(`event: household\ndata: ${JSON.stringify({ id: now })}\n\n`);
  }

  /** Says the stream is alive (proxies close silent connections); the route beats for all. */
  ping(): void {
    this.write(': still here\n\n');
  }

  private write(text: string): void {
    if (!this.closed) this.response.write(text);
  }
}
