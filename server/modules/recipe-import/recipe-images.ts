import type { Resolve, Thing } from './json-ld.js';
import { oneLine } from './schema-text.js';

// A recipe's photos: which of the images it names to fetch, best first.

/** How many other addresses of a recipe's photo are tried when the best cannot be had. */
export const MORE_IMAGES = 2;

/** An image's address and, when the page says or its address does ("-1200x800.jpg"), its size. */
interface ImageCandidate {
  url: string;
  area: number | null;
}

function webAddress(value: string, pageUrl: URL): string | null {
  const address = value.trim();
  if (!address) return null;
  try {
    const url = new URL(address, pageUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

const sizeInName = (url: string) => {
  const size = /[-_](\d{2,5})x(\d{2,5})(?=\.\w+(?:$|\?))/.exec(url);
  return size ? Number(size[1]) * Number(size[2]) : null;
};

/** The images `value` names: a string, a list, ImageObjects (`url`, `contentUrl`, size). */
function imageCandidates(
  value: unknown,
  resolve: Resolve,
  pageUrl: URL,
  depth = 0,
): ImageCandidate[] {
  if (depth > 4) return [];
  const resolved = resolve(value);
  if (typeof resolved === 'string') {
    const url = webAddress(resolved, pageUrl);
    return url ? [{ url, area: sizeInName(url) }] : [];
  }
  if (Array.isArray(resolved)) {
    return resolved
      .slice(0, 50)
      .flatMap((entry) => imageCandidates(entry, resolve, pageUrl, depth + 1));
  }
  if (typeof resolved === 'object' && resolved !== null) {
    const thing = resolved as Thing;
    const [width, height] = [Number(oneLine(thing.width)), Number(oneLine(thing.height))];
    const area = width > 0 && height > 0 ? width * height : null;
    return imageCandidates(thing.url ?? thing.contentUrl, resolve, pageUrl, depth + 1).map(
      (candidate) => ({ url: candidate.url, area: area ?? candidate.area }),
    );
  }
  return [];
}

/**
 * The recipe's photos, best first: the ones whose size is known, largest first, then the rest in
 * the page's order. Sites list one photo in several crops and sizes; the largest looks best once
 * re-encoded, and the others are there if it cannot be had.
 */
export function imagesOf(value: unknown, resolve: Resolve, pageUrl: URL): string[] {
  const candidates = imageCandidates(value, resolve, pageUrl);
  const sized = candidates
    .filter((candidate) => candidate.area !== null)
    .sort((a, b) => (b.area ?? 0) - (a.area ?? 0));
  const unsized = candidates.filter((candidate) => candidate.area === null);
  return [...new Set([...sized, ...unsized].map((candidate) => candidate.url))];
}

/** The recipe's best photo (imagesOf's first), or null. */
export const imageOf = (value: unknown, resolve: Resolve, pageUrl: URL): string | null =>
  imagesOf(value, resolve, pageUrl)[0] ?? null;
