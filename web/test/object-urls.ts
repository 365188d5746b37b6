import { onTestFinished, vi } from 'vitest';

/**
 * Gives jsdom `URL.createObjectURL` / `revokeObjectURL` for the test, recording the blobs.
 * Restored when the test finishes.
 */
export function stubObjectUrls() {
  const blobs: Blob[] = [];
  const original = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
  const createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return `blob:object-${blobs.length}`;
  });
  const revokeObjectURL = vi.fn();
  URL.createObjectURL = createObjectURL;
  URL.revokeObjectURL = revokeObjectURL;
  onTestFinished(() => {
    URL.createObjectURL = original.create;
    URL.revokeObjectURL = original.revoke;
  });
  return { blobs, createObjectURL, revokeObjectURL };
}
