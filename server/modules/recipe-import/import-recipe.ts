import type { FastifyBaseLogger } from 'fastify';
import { isWebAddress, ORGANISE_LIMITS } from '../../../contracts/organise.js';
import { type ImportedRecipe, RECIPE_IMPORT_ERRORS } from '../../../contracts/recipe-import.js';
import { RECIPE_PHOTO_MAX_BYTES } from '../../../contracts/recipes.js';
import type { AllowedHost } from '../../config.js';
import { HttpError } from '../../http-errors.js';
import type { MediaService } from '../media/media-service.js';
import { declaredLanguage, guessRecipeLanguage } from '../recipes/recipe-language.js';
import { decodePage } from './page-charset.js';
import { recipeFromHtml } from './recipe-from-page.js';
import { AddressNotAllowedError, type SafeFetchOptions, safeFetch } from './safe-fetch.js';

export interface ImportDeps {
  media: MediaService;
  allowedHosts: readonly AllowedHost[];
  /** For the page (redirects and body), and again for its photo. */
  timeoutMs: number;
  log: FastifyBaseLogger;
  /** Records the photo just stored for the draft, which housekeeping deletes a day later. */
  recordPhoto: (url: string) => Promise<void>;
}

/** At most 5 redirects and 5 MB of page (decision 028). */
const PAGE_LIMITS = { maxRedirects: 5, maxBytes: 5 * 1024 * 1024 } as const;

/** Pages and photos come through the same checks; only what is asked for and how much differ. */
const fetchOptions = (deps: ImportDeps, accept: string, maxBytes: number): SafeFetchOptions => ({
  allowedHosts: deps.allowedHosts,
  accept,
  maxBytes,
  timeoutMs: deps.timeoutMs,
  maxRedirects: PAGE_LIMITS.maxRedirects,
});

/**
 * The recipe's photo, fetched under the same rules as the page (its host checked, 10 MB like an
 * upload) and stored through the photo pipeline exactly as an upload is: decoded whole and
 * re-encoded, metadata dropped, then recorded as a draft's photo (import-drafts.ts). Null when
 * any of it fails: the recipe is worth having without.
 */
async function importPhoto(
  address: string,
  deps: ImportDeps,
  hostDown: (host: string) => void,
): Promise<string | null> {
  let url: string;
  try {
    const photo = await safeFetch(
      address,
      fetchOptions(
        deps,
        'image/avif,image/webp,image/png,image/jpeg,image/gif',
        RECIPE_PHOTO_MAX_BYTES,
      ),
    );
    url = await deps.media.savePhoto(photo.body, 'recipes', { keepDisplayReady: false });
  } catch (error) {
    deps.log.info({ err: error, photo: address }, 'recipe import: photo left out');
    if (isHostDown(error)) hostDown(hostOf(address));
    return null;
  }
  try {
    await deps.recordPhoto(url);
    return url;
  } catch (error) {
    // Unrecorded, nothing would ever delete it: remove it now and leave the photo out.
    deps.log.error({ err: error, photo: url }, 'recipe import: photo not recorded, left out');
    await deps.media.remove(url).catch(() => {});
    return null;
  }
}

/**
 * The first of the recipe's photo addresses (best first) that can be had and stored, or null.
 * All of them share the one photo's time budget: a page naming photos that all hang costs no
 * more than one; a host that cannot be reached (unknown, refusing, not allowed) is not asked
 * again for the next.
 */
async function firstPhoto(addresses: readonly (string | null)[], deps: ImportDeps) {
  const deadline = Date.now() + deps.timeoutMs;
  const down = new Set<string>();
  for (const address of addresses) {
    const left = deadline - Date.now();
    if (left <= 0) break;
    if (!address || down.has(hostOf(address))) continue;
    const url = await importPhoto(address, { ...deps, timeoutMs: left }, (host) => down.add(host));
    if (url) return url;
  }
  return null;
}

/** The address's host; an address that is not one (the fetch refuses it) stands for itself. */
const hostOf = (address: string) => (URL.canParse(address) ? new URL(address).host : address);

/** Errors that say the host itself cannot be had (not that one photo is missing there). */
const HOST_DOWN = new Set([
  'ENOTFOUND',
  'EAI_AGAIN',
  'ECONNREFUSED',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
const isHostDown = (error: unknown): boolean =>
  error instanceof AddressNotAllowedError ||
  (error instanceof Error &&
    HOST_DOWN.has(String((error.cause as NodeJS.ErrnoException | undefined)?.code)));

/**
 * A draft of the recipe at `address`: 400 when the address may not be fetched, 502 when the page
 * cannot be had, 422 when it holds no recipe.
 */
export async function importRecipe(
  address: string,
  deps: ImportDeps,
): Promise<Omit<ImportedRecipe, 'duplicateOf'>> {
  let page: Awaited<ReturnType<typeof safeFetch>>;
  try {
    page = await safeFetch(
      address,
      fetchOptions(deps, 'text/html,application/xhtml+xml', PAGE_LIMITS.maxBytes),
    );
  } catch (error) {
    if (error instanceof AddressNotAllowedError) {
      deps.log.info({ err: error }, 'recipe import: address refused');
      throw new HttpError(400, RECIPE_IMPORT_ERRORS.notAllowed);
    }
    deps.log.info({ err: error }, 'recipe import: page unreachable');
    throw new HttpError(502, RECIPE_IMPORT_ERRORS.unreachable);
  }
  const draft = recipeFromHtml(decodePage(page.body, page.contentType), page.url);
  if (!draft) throw new HttpError(422, RECIPE_IMPORT_ERRORS.noRecipe);
  const { image, moreImages, declaredLanguage: declared, ...recipe } = draft;
  // The page's own word on its language before a guess from the text (decision 049).
  const language =
    declaredLanguage(declared) ?? (declared ? null : await guessRecipeLanguage(recipe));
  return {
    ...recipe,
    language,
    imageUrl: await firstPhoto([image, ...moreImages], deps),
    sourceUrl: sourceOf(page.url),
  };
}

/** The page's address as a recipe's source, when the source's rules take it. */
function sourceOf(url: URL): string | null {
  return url.href.length <= ORGANISE_LIMITS.sourceUrl && isWebAddress(url.href) ? url.href : null;
}
