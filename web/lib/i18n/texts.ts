import { type TextPart, textParts } from 'virtual:simmer-texts';
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { use } from 'react';
import type english from '../../../locales/en.json';

/** Every text's key, `namespace.name`, from the English catalogue (decision 049). */
export type TextKey = keyof typeof english;
/**
 * The part of the texts a screen loads, e.g. `common`, `recipes`; `auth` is the server's own
 * pages' (never downloaded by the client).
 */
export type Namespace = Exclude<TextKey extends `${infer N}.${string}` ? N : never, 'auth'>;
/** The names within a namespace. */
export type TextName<N extends Namespace> = TextKey extends infer K
  ? K extends `${N}.${infer Name}`
    ? Name
    : never
  : never;
export type TextValues = Record<string, unknown>;

// What each I18n instance (the browser's one, or a server render's) holds: kept on the instance
// itself, since Lingui's context hands components a Proxy of it (a WeakMap would not find it).
const PARTS = Symbol('texts.parts');
const USED = Symbol('texts.used');
type Tracked = I18n & { [PARTS]?: Set<string>; [USED]?: Set<string> };

/** The parts loaded so far into `i18n`. */
function partsOf(i18n: Tracked): Set<string> {
  let parts = i18n[PARTS];
  if (!parts) {
    parts = new Set();
    i18n[PARTS] = parts;
  }
  return parts;
}
/** The parts on their way, so a part is asked for once however many components want it. */
const loading = new Map<string, Promise<void>>();

const partKey = (language: string, namespace: string) => `${language}/${namespace}`;

/** Adds the compiled messages of one or more namespaces of `language` to `i18n`. */
export function addParts(
  i18n: I18n,
  language: string,
  namespaces: readonly string[],
  messages: Messages,
) {
  i18n.load(language, messages);
  for (const namespace of namespaces) partsOf(i18n).add(partKey(language, namespace));
}

/** The namespaces of `language` loaded into `i18n`. */
export function loadedNamespaces(i18n: I18n, language: string): string[] {
  const prefix = `${language}/`;
  return [...partsOf(i18n)]
    .filter((key) => key.startsWith(prefix))
    .map((key) => key.slice(prefix.length));
}

/** Each language's table of its parts, asked for once (again after a failed download). */
const tables = new Map<string, Promise<Record<string, TextPart>>>();

/** The loaders of `language`'s parts, by namespace: a small download of its own. */
export function partsOfLanguage(language: string): Promise<Record<string, TextPart>> {
  let table = tables.get(language);
  if (!table) {
    const load = textParts[language];
    if (!load) return Promise.reject(new Error(`no texts ${language}`));
    table = load().then(
      (module) => module.default,
      (error: unknown) => {
        tables.delete(language);
        throw error;
      },
    );
    tables.set(language, table);
  }
  return table;
}

/** The part on its way into `i18n`, asked for once; undefined once it is there. */
function part(i18n: I18n, language: string, namespace: string): Promise<void> | undefined {
  const key = partKey(language, namespace);
  if (partsOf(i18n).has(key)) return undefined;
  let pending = loading.get(key);
  if (!pending) {
    pending = partsOfLanguage(language)
      .then((table) => {
        const load = table[namespace];
        if (!load) throw new Error(`no texts ${key}`);
        return load();
      })
      .then((module) => addParts(i18n, language, [namespace], module.default))
      .finally(() => loading.delete(key));
    loading.set(key, pending);
  }
  return pending;
}

/** Loads the parts `namespaces` of `language` into `i18n` (each downloaded once). */
export async function loadParts(i18n: I18n, language: string, namespaces: readonly string[]) {
  await Promise.all(namespaces.map((namespace) => part(i18n, language, namespace)));
}

/**
 * Starts noting the namespaces drawn with `i18n` (a server render's, so the browser loads them
 * before adopting its HTML); answers the set they are noted in.
 */
export function noteParts(i18n: Tracked): Set<string> {
  const parts = new Set<string>();
  i18n[USED] = parts;
  return parts;
}

/** The browser's texts: one instance, switched from language to language. */
export const browserTexts = setupI18n({ locale: 'en', messages: { en: {} } });

/**
 * The texts of one namespace in the page's language: `t('name', values)`. A component names its
 * namespace, so the part it needs is known where it is used; the screen's route loads it ahead
 * (with its code), and a part still missing suspends the component until it has come.
 */
export function useT<N extends Namespace>(namespace: N) {
  const { i18n } = useLingui();
  (i18n as Tracked)[USED]?.add(namespace);
  const pending = part(i18n, i18n.locale, namespace);
  if (pending) use(pending);
  return (name: TextName<N>, values?: TextValues): string => i18n._(`${namespace}.${name}`, values);
}

/** The page's language, e.g. `de`: for `Intl` formats of dates and numbers. */
export function useLanguage(): string {
  return useLingui().i18n.locale;
}
