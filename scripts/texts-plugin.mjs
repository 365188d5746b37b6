// The texts of the web client as Vite modules (decision 049). `locales/<language>.json` holds one
// language's messages, keyed `namespace.name`; the build compiles each message (ICU, by Lingui's
// compiler) and splits each language by namespace, so a screen downloads the compiled texts of
// its own namespaces in one language, never the ICU compiler nor a whole catalogue.
//
// - `virtual:simmer-texts`: `languages` (one per file) and `textParts[language]()`, which imports
//   that language's table of parts. One loader per language: the table of every language's every
//   part would be in the first screen's code, growing with each namespace.
// - `virtual:simmer-texts/<language>`: `export default { [namespace]: () => import(part) }`.
// - `virtual:simmer-texts/<language>/<namespace>`: `export default` the compiled messages (and,
//   for the API's messages, `english`: their English templates).
// Each is a chunk of its own in the browser build, a module of the server render's bundle.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compileMessage } from '@lingui/message-utils/compileMessage';

const INDEX = 'virtual:simmer-texts';
const RESOLVED = `\0${INDEX}`;

/** The languages with a catalogue in `dir`, English first. */
export function catalogueLanguages(dir) {
  const languages = readdirSync(dir)
    .filter((file) => /^[a-z]{2,3}(-[A-Z]{2})?\.json$/.test(file))
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  return ['en', ...languages.filter((language) => language !== 'en')];
}

/** One language's catalogue: a flat object of `namespace.name` → ICU message. */
export function readCatalogue(dir, language) {
  return JSON.parse(readFileSync(join(dir, `${language}.json`), 'utf8'));
}

/**
 * The namespaces only the server speaks (its own pages): never part of the client's download.
 * The server names the same ones (server/i18n/texts.ts; a test holds the two equal).
 */
export const SERVER_NAMESPACES = ['auth'];

/** The client's namespaces of a catalogue, in the order they first appear. */
export const namespacesOf = (catalogue) => [
  ...new Set(
    Object.keys(catalogue)
      .map((key) => key.split('.')[0])
      .filter((namespace) => !SERVER_NAMESPACES.includes(namespace)),
  ),
];

/** The compiled messages of one namespace of a catalogue. */
export function compiledPart(catalogue, namespace) {
  const part = {};
  for (const [key, message] of Object.entries(catalogue)) {
    if (key.startsWith(`${namespace}.`)) part[key] = compileMessage(message);
  }
  return part;
}

/**
 * The namespaces whose parts also carry their English templates, uncompiled, as the named export
 * `english`: the API's messages (`messages`), which the client recognises by their English
 * words to show them in the page's language (web/lib/i18n/message-text.ts).
 */
export const ENGLISH_NAMESPACES = ['messages'];

/** The English ICU templates of one namespace, keyed as in the catalogue. */
export function englishPart(catalogue, namespace) {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => key.startsWith(`${namespace}.`)),
  );
}

/** The Vite plugin; `dir` is the folder of the catalogues. */
export function simmerTexts(dir) {
  return {
    name: 'simmer-texts',
    resolveId(id) {
      if (id === INDEX || id.startsWith(`${INDEX}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return undefined;
      const languages = catalogueLanguages(dir);
      for (const language of languages) this.addWatchFile(join(dir, `${language}.json`));
      if (id === RESOLVED) {
        const tables = languages.map(
          (language) =>
            `${JSON.stringify(language)}: () => import(${JSON.stringify(`${INDEX}/${language}`)})`,
        );
        return [
          `export const languages = ${JSON.stringify(languages)};`,
          `export const textParts = {${tables.join(',')}};`,
        ].join('\n');
      }
      const [language, namespace] = id.slice(RESOLVED.length + 1).split('/');
      if (namespace === undefined) {
        // Every language has the namespaces of English (a test fails otherwise).
        const loaders = namespacesOf(readCatalogue(dir, 'en')).map(
          (name) =>
            `${JSON.stringify(name)}: () => import(${JSON.stringify(`${INDEX}/${language}/${name}`)})`,
        );
        return `export default {${loaders.join(',')}};`;
      }
      const part = compiledPart(readCatalogue(dir, language), namespace);
      const code = `export default ${JSON.stringify(part)};`;
      if (!ENGLISH_NAMESPACES.includes(namespace)) return code;
      return `${code}\nexport const english = ${JSON.stringify(englishPart(readCatalogue(dir, 'en'), namespace))};`;
    },
  };
}
