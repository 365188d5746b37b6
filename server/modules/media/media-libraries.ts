/**
 * The media libraries (sharp, file-type, music-metadata: ~250 ms of module loading together) load
 * on first use, not at start-up: an unchanged app must answer within 3 s (decision 013). main.ts
 * warms them once the server listens, so the first upload rarely waits for them. Each import runs
 * once; later calls share its promise.
 */
const once = <T>(load: () => Promise<T>) => {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load();
    return loading;
  };
};

export const loadSharp = once(async () => {
  const sharp = (await import('sharp')).default;
  // libvips keeps recent operations' results to reuse them (up to 50 MB by default); every photo
  // here is new, so that memory would only ever be held, never reused.
  sharp.cache(false);
  return sharp;
});
export const loadFileType = once(() => import('file-type'));
export const loadMusicMetadata = once(() => import('music-metadata'));

/** Loads all three now; failures surface on first use, where the request reports them. */
export function warmMediaLibraries(): void {
  Promise.all([loadSharp(), loadFileType(), loadMusicMetadata()]).catch(() => {});
}
