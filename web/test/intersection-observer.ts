import { vi } from 'vitest';

/**
 * A stand-in IntersectionObserver (jsdom has none): `scrollIntoView()` tells every observer that
 * its element came into view, as scrolling near the end of a list would.
 */
export function stubIntersectionObserver() {
  const observers = new Set<{ callback: IntersectionObserverCallback; elements: Element[] }>();
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Element[] };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: [] };
      observers.add(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.push(element);
    }
    unobserve() {}
    disconnect() {
      observers.delete(this.entry);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollIntoView() {
      for (const { callback, elements } of [...observers]) {
        const entries = elements.map(
          (target) => ({ isIntersecting: true, target }) as IntersectionObserverEntry,
        );
        callback(entries, {} as IntersectionObserver);
      }
    },
    get count() {
      return observers.size;
    },
  };
}
