import { compilePatterns, type MessagePattern, matchMessage } from '@contracts/message-patterns';
import type { I18n } from '@lingui/core';
import { loadParts, partsOfLanguage } from './texts';

// The part of useMessageText that waits until a message needs translating: the matcher, the
// English templates and one language's translations (decision 049).

const NAMESPACE = 'messages';

/** The English templates' patterns: the same in every language, so compiled once. */
let patterns: readonly MessagePattern[] | undefined;

/** A status before a message, as failures are shown: "404: Recipe not found". */
const WITH_STATUS = /^(\d{3}): ([\s\S]*)$/;

/**
 * `message` in `i18n`'s language when it is one of the API's or the schemas' English messages;
 * unchanged otherwise. A value named like a family of templates is translated by that family:
 * `{wait}` ("in 12 minutes") by `messages.wait…`, so a rate limit's time reads in the language
 * of the sentence around it.
 */
export function translateMessage(
  known: readonly MessagePattern[],
  i18n: I18n,
  message: string,
): string {
  const status = WITH_STATUS.exec(message);
  if (status) return `${status[1]}: ${translateMessage(known, i18n, status[2] ?? '')}`;
  const found = matchMessage(known, message);
  if (!found) return message;
  const values: Record<string, unknown> = { ...found.values };
  for (const [name, value] of Object.entries(found.values)) {
    if (typeof value !== 'string') continue;
    const inner = matchMessage(known, value);
    if (inner?.key.startsWith(`${NAMESPACE}.${name}`))
      values[name] = i18n._(inner.key, inner.values);
  }
  return i18n._(found.key, values);
}

/**
 * Loads the messages of `language` into `i18n` and answers the translator: the part's module,
 * asked for here as `loadParts` asks for it (one download), also carries the English templates.
 */
export async function loadMessageTable(
  i18n: I18n,
  language: string,
): Promise<(i18n: I18n, message: string) => string> {
  const [module] = await Promise.all([
    partsOfLanguage(language).then((table) => {
      const load = table[NAMESPACE];
      if (!load) throw new Error(`no texts ${language}/${NAMESPACE}`);
      return load() as Promise<{ english?: Record<string, string> }>;
    }),
    loadParts(i18n, language, [NAMESPACE]),
  ]);
  const known = patterns ?? compilePatterns(module.english ?? {});
  patterns = known;
  return (target, message) => translateMessage(known, target, message);
}
