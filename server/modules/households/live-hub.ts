import type { LiveEventKind } from '../../../contracts/live-events.js';
import { ChannelListener } from '../../db/channel-listener.js';
import type { Database } from '../../db/client.js';

/** One change of a household, as the database announced it (migration 0028). */
export interface HouseholdEvent {
  id: number;
  householdId: number;
  kind: LiveEventKind;
  entityId: number;
}

export interface Subscriber {
  /** A change of the household subscribed to. */
  event(event: HouseholdEvent): void;
  /** Notifications may have been lost (the listening connection dropped): read what was missed. */
  resync(): void;
}

export const HOUSEHOLD_CHANNEL = 'household_events';

/**
 * This instance's open streams by household, fed by one LISTEN for all of them (decision 046).
 * It holds no state of its own beyond who is connected here: every event comes from the
 * database, so any instance serves any member, and a reconnecting stream catches up from the
 * database, never from memory. It starts listening with the first stream.
 */
export class LiveHub {
  private readonly subscribers = new Map<number, Set<Subscriber>>();
  private readonly listener: ChannelListener;

  constructor(database: Database) {
    this.listener = new ChannelListener(
      database,
      HOUSEHOLD_CHANNEL,
      (payload) => this.dispatch(payload),
      () => this.resyncAll(),
    );
  }

  async subscribe(householdId: number, subscriber: Subscriber): Promise<() => void> {
    await this.listener.start();
    let set = this.subscribers.get(householdId);
    if (!set) {
      set = new Set();
      this.subscribers.set(householdId, set);
    }
    set.add(subscriber);
    return () => {
      set.delete(subscriber);
      if (set.size === 0 && this.subscribers.get(householdId) === set) {
        this.subscribers.delete(householdId);
      }
    };
  }

  async close(): Promise<void> {
    this.subscribers.clear();
    await this.listener.stop();
  }

  private dispatch(payload: string): void {
    let event: HouseholdEvent;
    try {
      event = JSON.parse(payload) as HouseholdEvent;
    } catch {
      return;
    }
    for (const subscriber of this.subscribers.get(event.householdId) ?? []) {
      subscriber.event(event);
    }
  }

  private resyncAll(): void {
    for (const set of this.subscribers.values()) {
      for (const subscriber of set) subscriber.resync();
    }
  }
}
