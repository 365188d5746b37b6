import { type ZipEntry, zip } from '../archives.js';
import { slugOf } from './mealie.js';

// The archives Mealie has written over the years, holding recipes built by mealie.ts (decision
// 031). A backup is the zip of a folder's contents; a cook who unzipped one on a Mac and zipped
// its folder again (`macRezip`) gets that folder's name in every path, and the Finder's
// `__MACOSX/` copies and `.DS_Store` files beside.

type Files = Record<string, ZipEntry>;
type Json = Record<string, unknown>;

/** A recipe and its photo (with the name Mealie gave the photo's file). */
export interface MealieItem {
  json: Json;
  photo?: Buffer;
  photoName?: string;
}

const slug = (json: Json) => String(json.slug ?? slugOf(String(json.name)));
const text = (json: unknown) => JSON.stringify(json, null, 4);

/** Mealie from v0.5 on: recipes/<slug>/<slug>.json, its photos in recipes/<slug>/images/. */
export const mealieFolders = (items: MealieItem[]): Files =>
  Object.fromEntries(
    items.flatMap(({ json, photo, photoName = 'original.webp' }) => [
      [`recipes/${slug(json)}/${slug(json)}.json`, text(json)],
      ...(photo ? [[`recipes/${slug(json)}/images/${photoName}`, photo]] : []),
    ]),
  );

/** A v1 data export: recipe folders only. */
export const mealieExport = (items: MealieItem[]) => zip(mealieFolders(items));

/**
 * A v0.5 backup: recipe folders beside the site's other data, which is not recipes; its custom
 * pages are `pages` (the JSON of pages/pages.json, or its text as written).
 */
export const mealieBackupFiles = (items: MealieItem[], pages: Json[] | string = []): Files => ({
  ...mealieFolders(items),
  'comments/comments.json': '[]',
  'users/users.json': JSON.stringify([{ full_name: 'Change Me', email: 'changeme@example.com' }]),
  'groups/groups.json': JSON.stringify([{ name: 'Home' }]),
  'settings/settings.json': JSON.stringify([{ language: 'en-US' }]),
  'themes/themes.json': '[]',
  'pages/pages.json': typeof pages === 'string' ? pages : text(pages),
  'notifications/notifications.json': '[]',
  ...Object.fromEntries(
    items.map(({ json }) => [`templates/recipes.md/${slug(json)}.md`, `# ${json.name}\n`]),
  ),
});

/**
 * A first backup (v0.1–v0.4): recipes/<file>.json, photos in images/ by the recipe's slug —
 * `images/<slug>.jpg`, or from v0.4 `images/<slug>/original.webp` (`photoName` is the path
 * under images/).
 */
export const mealieFirstBackupFiles = (items: Array<MealieItem & { file?: string }>): Files => ({
  ...Object.fromEntries(
    items.flatMap(({ json, photo, photoName, file = `${slug(json)}.json` }) => [
      [`recipes/${file}`, text(json)],
      ...(photo ? [[`images/${photoName ?? `${slug(json)}.jpg`}`, photo]] : []),
    ]),
  ),
  'settings/settings.json': JSON.stringify({ name: 'main', language: 'en' }),
  'themes/themes.json': '[]',
});

/** One recipe downloaded from its page: <slug>.json and original.webp. */
export const mealieRecipeZip = ({ json, photo }: MealieItem) =>
  zip({ [`${slug(json)}.json`]: text(json), ...(photo ? { 'original.webp': photo } : {}) });

/** What a Mac's Finder puts beside each file of a folder it zips: AppleDouble and .DS_Store. */
export function macRezip(files: Files, folder: string): Promise<Buffer> {
  const entries: Files = {};
  for (const [name, contents] of Object.entries(files)) {
    const path = `${folder}/${name}`;
    const at = path.lastIndexOf('/');
    entries[path] = contents;
    entries[`__MACOSX/${path.slice(0, at)}/._${path.slice(at + 1)}`] = 'Mac OS X        ATTR';
    entries[`${path.slice(0, at)}/.DS_Store`] = 'Bud1 junk';
  }
  return zip(entries);
}
