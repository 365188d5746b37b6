/** The language of everything when nothing says otherwise (decision 049). */
export const DEFAULT_LANGUAGE = 'en';

/** The cookie the language switch of the signed-out pages sets, for a visitor's choice. */
export const LANGUAGE_COOKIE = 'simmer-language';
