import { readFileSync } from 'node:fs';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Page } from '@playwright/test';

type Catalogue = Record<string, string>;

const read = (language: string): Catalogue =>
  JSON.parse(readFileSync(`locales/${language}.json`, 'utf8'));

/**
 * The product's own texts in `language`, by key, as the app formats them: a test finds a button
 * by the words a cook of that language reads, and stays right when a translation is improved.
 */
export function textsIn(language: string) {
  const compiled = Object.fromEntries(
    Object.entries(read(language)).map(([key, message]) => [key, compileMessage(message)]),
  );
  const i18n = setupI18n({ locale: language, messages: { [language]: compiled } });
  return (key: string, values?: Record<string, unknown>) => {
    if (!(key in compiled)) throw new Error(`no text "${key}" in the ${language} catalogue`);
    return i18n._(key, values);
  };
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Each English text that a page in `language` should never show: those translated otherwise
 * (a word the same in both, "Simmer", "Tags", is no sign of a text left behind). A message with
 * simple placeholders becomes a pattern ("Comment by {name}"); plurals and selects are matched by
 * each of their plain forms' words being left out, which the whole-line rule below already does.
 */
function englishLeftovers(language: string): { exact: Set<string>; patterns: RegExp[] } {
  const english = read('en');
  const translated = read(language);
  const theirs = new Set(Object.values(translated));
  const exact = new Set<string>();
  const patterns: RegExp[] = [];
  for (const [key, text] of Object.entries(english)) {
    if (translated[key] === text || theirs.has(text) || text.length < 3) continue;
    if (/\{\w+,/.test(text)) continue;
    if (text.includes('{')) {
      const source = text
        .split(/\{\w+\}/)
        .map(escapeRegex)
        .join('.+?');
      // A pattern of placeholders with only a word or two around them would match anything.
      if (source.replaceAll('.+?', '').trim().length >= 6) patterns.push(new RegExp(`^${source}$`));
    } else {
      exact.add(text);
    }
  }
  return { exact, patterns };
}

const leftovers = new Map<string, ReturnType<typeof englishLeftovers>>();

/**
 * The lines of visible text on the page (and its title) that are English texts of the catalogue,
 * on a page meant to be in `language`: what a cook would see left untranslated. Posts other
 * cooks wrote (an `article` without `ownWords` in it) are theirs, in any language, and left out:
 * the browser tests share one community, where another test's post says "Posted by a test".
 */
export async function englishOnScreen(
  page: Page,
  language: string,
  ownWords?: string,
): Promise<string[]> {
  let known = leftovers.get(language);
  if (!known) {
    known = englishLeftovers(language);
    leftovers.set(language, known);
  }
  const { exact, patterns } = known;
  const { text, others } = await page.evaluate((own) => {
    // innerText, not textContent: only what is rendered visible, line by line, as a cook reads it.
    // biome-ignore lint/performance/useDomNodeTextContent: the visible text is the point.
    const visible = (element: HTMLElement) => element.innerText;
    const theirs = own
      ? Array.from(document.querySelectorAll('article'))
          .filter((article) => !visible(article).includes(own))
          .map(visible)
      : [];
    return { text: `${document.title}\n${visible(document.body)}`, others: theirs.join('\n') };
  }, ownWords);
  const linesOf = (words: string) =>
    words
      .split('\n')
      .flatMap((line) => line.split(' · '))
      .map((line) => line.trim())
      .filter(Boolean);
  const theirLines = new Set(linesOf(others));
  const lines = linesOf(text).filter((line) => !theirLines.has(line));
  return [
    ...new Set(
      lines.filter((line) => exact.has(line) || patterns.some((pattern) => pattern.test(line))),
    ),
  ];
}
