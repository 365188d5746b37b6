import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type english from '../../locales/en.json';
import { localesDir } from '../paths.js';
import { isSupportedLanguage } from './languages.js';

// The texts of what the server draws itself (its sign-in and sign-up pages), from the same
// catalogues as the web client's (decision 049), under namespaces the client's build leaves out.

/** The namespaces only the server speaks; scripts/texts-plugin.mjs keeps them out of the client. */
export const SERVER_NAMESPACES = ['auth'] as const;
export type ServerNamespace = (typeof SERVER_NAMESPACES)[number];

/**
 * What the server compiles of a catalogue: its own namespaces, and the API's messages, which its
 * pages show in their language as the client does (server/i18n/messages.ts).
 */
const COMPILED = [...SERVER_NAMESPACES, 'messages'];

type Key = keyof typeof english;
/** The names within a server namespace, from the English catalogue. */
export type ServerTextName<N extends ServerNamespace> = Key extends infer K
  ? K extends `${N}.${infer Name}`
    ? Name
    : never
  : never;
/** One namespace's texts in one language: `t('name', values)`, and which language that is. */
export type ServerT<N extends ServerNamespace> = ((
  name: ServerTextName<N>,
  values?: Record<string, unknown>,
) => string) & { language: string };

type Format = (key: string, values?: Record<string, unknown>) => string;

/**
 * Each language's server texts, compiled when a page is first drawn in it: the ICU compiler and
 * Lingui load then too, not with the server (its start is timed).
 */
const compiled = new Map<string, Promise<Format>>();

async function compile(language: string): Promise<Format> {
  const [{ setupI18n }, { compileMessage }, text] = await Promise.all([
    import('@lingui/core'),
    import('@lingui/message-utils/compileMessage'),
    readFile(join(localesDir, `${language}.json`), 'utf8'),
  ]);
  const messages = Object.fromEntries(
    Object.entries(JSON.parse(text) as Record<string, string>)
      .filter(([key]) => COMPILED.some((namespace) => key.startsWith(`${namespace}.`)))
      .map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: messages } });
  return (key, values) => i18n._(key, values);
}

/** Every compiled text of `language`, by its full key (English when Simmer does not speak it). */
export async function compiledTexts(language: string): Promise<Format & { language: string }> {
  const spoken = isSupportedLanguage(language) ? language : 'en';
  let format = compiled.get(spoken);
  if (!format) {
    format = compile(spoken);
    compiled.set(spoken, format);
    // A failed compile (a catalogue being replaced) is tried again next time.
    format.catch(() => compiled.delete(spoken));
  }
  const ready = await format;
  return Object.assign((key: string, values?: Record<string, unknown>) => ready(key, values), {
    language: spoken,
  });
}

/** The texts of `namespace` in `language` (English when Simmer does not speak it). */
export async function serverTexts<N extends ServerNamespace>(
  namespace: N,
  language: string,
): Promise<ServerT<N>> {
  const ready = await compiledTexts(language);
  const spoken = ready.language;
  const t = (name: ServerTextName<N>, values?: Record<string, unknown>) =>
    ready(`${namespace}.${name}`, values);
  return Object.assign(t, { language: spoken });
}
