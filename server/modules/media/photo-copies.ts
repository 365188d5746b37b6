import { buffer } from 'node:stream/consumers';
import {
  parsePhotoKey,
  photoVariants,
  type SizedPhoto,
  variantKey,
} from '../../../contracts/photo-variants.js';
import { encodePhoto } from './images.js';
import type { MediaStorage } from './storage.js';

/** `<folder>/<stem>-w400.webp`, `<folder>/<stem>-s96.webp`: the name of one of a photo's copies. */
const COPY_PATH = /^(.+)(-[ws][1-9]\d{0,4})\.webp$/;

/**
 * The photo a copy's key belongs to, when `key` names a copy the photo's size says it has
 * (photo-variants.ts); null for anything else, the photos themselves included.
 */
export function copyOf(key: string): SizedPhoto | null {
  const match = COPY_PATH.exec(key);
  if (!match) return null;
  const [, stemPath = '', suffix = ''] = match;
  const photo = parsePhotoKey(`${stemPath}.webp`);
  if (!photo) return null;
  const known = photoVariants(photo.folder, photo.width, photo.height);
  return known.some((variant) => variant.suffix === suffix) ? photo : null;
}

export interface PhotoCopies {
  /**
   * Makes, one photo at a time and behind those already waiting, the copies of photos stored
   * without them (a bulk import's). Until then each copy is made when first asked for (`ensure`).
   */
  later(photoKeys: string[]): void;
  /**
   * When `key` names a photo's copy that is not stored (yet), makes the photo's copies now and
   * resolves once they are stored, or once it is clear they cannot be (the photo is gone or
   * unreadable: the caller then answers 404). Resolves at once for any other key. Never rejects.
   */
  ensure(key: string): Promise<void>;
  /** Stops the work waiting; resolves when the photo being copied, if any, is done. */
  close(): Promise<void>;
}

/**
 * The smaller copies of photos stored without them (decision 032). A bulk import re-encodes
 * thousands of photos; making their copies inside it would nearly double its time, so it stores
 * each photo alone and hands its keys here, to be copied in the background one at a time (the
 * import has had the cores). A copy asked for before its turn, or after a restart lost the
 * queue, is made on that request instead: the store heals itself and no page shows a broken
 * picture. The same photo is never copied twice at once.
 */
export function createPhotoCopies(
  storage: MediaStorage,
  log: (error: unknown, key: string) => void = () => {},
): PhotoCopies {
  const making = new Map<string, Promise<void>>();
  const waiting: string[] = [];
  let running: Promise<void> | null = null;
  let closed = false;

  /** Stores the copies of `photoKey` that are missing; a photo that is gone needs none. */
  async function copy(photo: SizedPhoto): Promise<void> {
    const photoKey = `${photo.folder}/${photo.stem}.webp`;
    const wanted = photoVariants(photo.folder, photo.width, photo.height).map((variant) =>
      variantKey(photo, variant),
    );
    const present = await Promise.all(wanted.map((key) => storage.exists(key)));
    if (present.every(Boolean)) return;
    const stored = await storage.open(photoKey);
    if (!stored) return;
    // Our own WebP of display size, so it is kept as it is and only the copies are encoded.
    const encoded = await encodePhoto(await buffer(stored.stream), photo.folder, {
      keepDisplayReady: true,
    });
    const copies = encoded.variants.map((variant) => ({
      key: variantKey(photo, variant),
      data: variant.data,
    }));
    await Promise.all(copies.map((file) => storage.save(file.key, file.data, 'image/webp')));
    // Deleted while its copies were being made: take them away with it.
    if (!(await storage.exists(photoKey)))
      await Promise.all(copies.map((file) => storage.remove(file.key)));
  }

  function once(photo: SizedPhoto): Promise<void> {
    const photoKey = `${photo.folder}/${photo.stem}.webp`;
    let pending = making.get(photoKey);
    if (!pending) {
      pending = copy(photo)
        .catch((error: unknown) => log(error, photoKey))
        .finally(() => making.delete(photoKey));
      making.set(photoKey, pending);
    }
    return pending;
  }

  async function drain(): Promise<void> {
    for (let next = waiting.shift(); next !== undefined && !closed; next = waiting.shift()) {
      const photo = parsePhotoKey(next);
      if (photo) await once(photo);
    }
    running = null;
  }

  return {
    later(photoKeys) {
      if (closed) return;
      waiting.push(...photoKeys);
      running ??= drain();
    },
    async ensure(key) {
      const photo = copyOf(key);
      if (photo && !(await storage.exists(key).catch(() => true))) await once(photo);
    },
    async close() {
      closed = true;
      waiting.length = 0;
      await running;
      await Promise.all(making.values());
    },
  };
}
