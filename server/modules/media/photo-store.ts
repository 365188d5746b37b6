import { parsePhotoKey, variantKey } from '../../../contracts/photo-variants.js';
import type { EncodedPhoto } from './images.js';
import { filesOfKey, type MediaFolder, type MediaStorage, newPhotoKey } from './storage.js';

/**
 * Stores a re-encoded photo and its smaller copies under one new key, all or nothing: if any file
 * fails to be written, those already written are removed again before the error is passed on.
 * Resolves with the photo's key; its copies are named after it (storage.ts `filesOfKey`).
 */
export async function storePhoto(
  storage: MediaStorage,
  folder: MediaFolder,
  photo: EncodedPhoto,
): Promise<string> {
  const key = newPhotoKey(folder, photo.width, photo.height);
  // The copies' names come from the one naming rule, the same one deletes and the client read.
  const sized = parsePhotoKey(key);
  if (!sized) throw new Error(`newPhotoKey wrote a key the naming rule does not read: ${key}`);
  const files = [
    { key, data: photo.data },
    ...photo.variants.map((variant) => ({ key: variantKey(sized, variant), data: variant.data })),
  ];
  const saved = await Promise.allSettled(
    files.map((file) => storage.save(file.key, file.data, photo.contentType)),
  );
  const failed = saved.find((result) => result.status === 'rejected');
  if (failed) {
    await removeStored(storage, key).catch(() => {});
    throw failed.reason;
  }
  return key;
}

/** Removes a stored file and, for a photo, every copy stored beside it. */
export async function removeStored(storage: MediaStorage, key: string): Promise<void> {
  await Promise.all(filesOfKey(key).map((file) => storage.remove(file)));
}
