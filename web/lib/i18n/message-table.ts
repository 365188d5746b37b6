import {
  compilePatterns,
  type MessagePattern,
  translateMessage,
} from '@contracts/message-patterns';
import type { I18n } from '@lingui/core';
import { loadParts, partsOfLanguage } from './texts';

// The part of useMessageText that waits until a message needs translating: the matcher, the
// English templates and one language's translations (decision 049).

const NAMESPACE = 'messages';

/** The English templates' patterns: the same in every language, so compiled once. */
let patterns: readonly MessagePattern[] | undefined;

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
  return (target, message) =>
    translateMessage(known, (key, values) => target._(key, values), ownWords(message));
}

/** A failure shown with the answer's body ("404: {"message":"Recipe not found"}"): its message. */
const WITH_BODY = /^(\d{3}): (\{[\s\S]*\})$/;

/**
 * A failure as the client shows it in English, "{status}: {body}", reads in another language as
 * "{status}: {its message}": the body's JSON is the API's, its message the words to translate.
 */
function ownWords(message: string): string {
  const failure = WITH_BODY.exec(message);
  if (!failure) return message;
  try {
    const body = JSON.parse(failure[2] ?? '') as { message?: unknown };
    return typeof body.message === 'string' ? `${failure[1]}: ${body.message}` : message;
  } catch {
    return message;
  }
}
