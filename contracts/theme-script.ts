// The script that applies the device's theme before the first paint, and the head tags around it,
// shared by web/index.html (which carries a copy: a web test checks), the server's sign-in pages
// and the server's Content-Security-Policy, which allows that script by its hash. Apart from
// theme.ts so the web client's bundle does not carry these strings.
import { THEME_STORAGE_KEY } from './theme.js';

/**
 * The browser toolbar's colour per scheme (`<meta name="theme-color">`): the brand's orange-700
 * in light, the navigation bar's stone-900 in dark.
 */
export const THEME_COLORS = { light: '#c2410c', dark: '#1c1917' } as const;

/**
 * Runs in <head> before anything is drawn: a device that chose light or dark gets
 * `<html data-theme>` (the CSS follows the system's preference otherwise, with no script), and the
 * toolbar-colour tag of that scheme. Plain ES2019 without a global; storage that throws (blocked
 * cookies) means "system". web/index.html carries this exact text (a web test checks), and the
 * server's CSP allows exactly this text by its SHA-256.
 */
export const themeBootScript = `try{const t=localStorage.getItem("${THEME_STORAGE_KEY}");if(t==="light"||t==="dark"){document.documentElement.dataset.theme=t;for(const m of document.querySelectorAll("meta[name=theme-color]"))m.setAttribute("media",m.dataset.scheme===t?"all":"not all")}}catch{}`;

/** The head tags that let a page follow the theme: both toolbar colours and the form controls' schemes. */
export const themeHeadTags = `<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="${THEME_COLORS.light}" media="(prefers-color-scheme: light)" data-scheme="light">
<meta name="theme-color" content="${THEME_COLORS.dark}" media="(prefers-color-scheme: dark)" data-scheme="dark">
<script>${themeBootScript}</script>`;
