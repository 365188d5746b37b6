/** The language of everything when nothing says otherwise (decision 049). */
export const DEFAULT_LANGUAGE = 'en';

/** The cookie the language switch of the signed-out pages sets, for a visitor's choice. */
export const LANGUAGE_COOKIE = 'simmer-language';

const names = new Map<string, string>();

/**
 * A language's name in itself ("Deutsch", "Français"), as a list of languages shows it; worked
 * out once per language, as every sign-in page and settings screen lists them all.
 */
export function languageName(language: string): string {
  let name = names.get(language);
  if (name === undefined) {
    const own = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
    name = own.charAt(0).toLocaleUpperCase(language) + own.slice(1);
    names.set(language, name);
  }
  return name;
}
