// The look of the server-rendered sign-in pages: the web client's own fonts, colours, card, button
// and focus ring (Tailwind 4's font stacks, kept equal by a browser test, and the roles of
// web/styles.css with their light and dark values), written as plain CSS so these pages need no
// client bundle and no request beyond the logo. Inline styles are allowed by the CSP (helmet's
// default `style-src`). Dark follows the system's preference, or the device's own choice once the
// theme script in the head (contracts/theme-script.ts) has set `<html data-theme>`, as in the app.

// Tailwind 4's palette, as the client's components use it.
const palette = {
  white: '#fff',
  stone50: 'oklch(98.5% 0.001 106.423)',
  stone100: 'oklch(97% 0.001 106.424)',
  stone200: 'oklch(92.3% 0.003 48.717)',
  stone300: 'oklch(86.9% 0.005 56.366)',
  stone400: 'oklch(70.9% 0.01 56.259)',
  stone500: 'oklch(55.3% 0.013 58.071)',
  stone600: 'oklch(44.4% 0.011 73.639)',
  stone700: 'oklch(37.4% 0.01 67.558)',
  stone800: 'oklch(26.8% 0.007 34.298)',
  stone900: 'oklch(21.6% 0.006 56.043)',
  stone950: 'oklch(14.7% 0.004 49.25)',
  orange50: 'oklch(98% 0.016 73.684)',
  orange300: 'oklch(83.7% 0.128 66.29)',
  orange400: 'oklch(75% 0.183 55.934)',
  orange600: 'oklch(64.6% 0.222 41.116)',
  orange700: 'oklch(55.3% 0.195 38.402)',
  orange800: 'oklch(47% 0.157 37.304)',
  orange950: 'oklch(26.6% 0.079 36.259)',
  amber50: 'oklch(98.7% 0.022 95.277)',
  amber950: 'oklch(27.9% 0.077 45.635)',
  red50: 'oklch(97.1% 0.013 17.38)',
  red200: 'oklch(88.5% 0.062 18.334)',
  red300: 'oklch(80.8% 0.114 19.571)',
  red400: 'oklch(70.4% 0.191 22.216)',
  red600: 'oklch(57.7% 0.245 27.325)',
  red800: 'oklch(44.4% 0.177 26.899)',
  red900: 'oklch(39.6% 0.141 25.723)',
  red950: 'oklch(25.8% 0.092 26.042)',
};
const p = palette;
const mix = (colour: string, percent: number, base: string) =>
  `color-mix(in oklab, ${colour} ${percent}%, ${base})`;

type Roles = Record<string, string>;

/** The roles of web/styles.css these pages use, plus the page's warm gradient and the error box. */
const light: Roles = {
  'page-top': p.orange50,
  'page-middle': p.stone50,
  'page-bottom': p.amber50,
  foreground: p.stone800,
  card: p.white,
  'muted-foreground': p.stone600,
  faint: p.stone400,
  border: p.stone200,
  input: p.stone300,
  ring: p.orange600,
  primary: p.orange700,
  'primary-foreground': p.white,
  'primary-strong': p.orange800,
  'error-text': p.red800,
  'error-fill': p.red50,
  'error-line': p.red200,
  'invalid-line': p.red600,
};
const dark: Roles = {
  'page-top': mix(p.orange950, 50, p.stone950),
  'page-middle': p.stone950,
  'page-bottom': mix(p.amber950, 30, p.stone950),
  foreground: p.stone100,
  card: p.stone900,
  'muted-foreground': p.stone400,
  faint: p.stone500,
  border: p.stone800,
  input: p.stone700,
  ring: p.orange400,
  primary: p.orange400,
  'primary-foreground': p.stone950,
  'primary-strong': p.orange300,
  'error-text': p.red300,
  'error-fill': mix(p.red950, 60, p.stone900),
  'error-line': p.red900,
  'invalid-line': p.red400,
};
const roles = (values: Roles) =>
  Object.entries(values)
    .map(([name, value]) => `--${name}:${value}`)
    .join(';');

const sans =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";
const serif = "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif";

export const authPageStyles = `
:root{color-scheme:light;${roles(light)}}
:root[data-theme=dark]{color-scheme:dark;${roles(dark)}}
@media (prefers-color-scheme:dark){:root:not([data-theme=light]){color-scheme:dark;${roles(dark)}}}
*,*::before,*::after{box-sizing:border-box}
html{font-family:${sans};line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:2.5rem 1rem;
  background:linear-gradient(to bottom,var(--page-top),var(--page-middle),var(--page-bottom));color:var(--foreground);
  -webkit-font-smoothing:antialiased}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
.brand{display:inline-flex;align-items:center;gap:.75rem;margin-bottom:1.5rem;color:var(--foreground);
  font-family:${serif};font-weight:700;font-size:1.875rem;letter-spacing:-.025em;text-decoration:none;border-radius:.5rem}
.brand img{width:2.75rem;height:2.75rem;border-radius:.75rem;box-shadow:0 10px 15px -3px rgb(194 65 12/.25)}
main{width:100%;max-width:28rem;background:var(--card);border:1px solid var(--border);border-radius:1rem;
  box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1);padding:2rem}
h1{margin:0 0 .25rem;font-family:${serif};font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.025em}
.lead{margin:0 0 1.5rem;color:var(--muted-foreground);font-size:.875rem}
form{display:grid;gap:1rem}
.field{display:grid;gap:.5rem}
.row{display:grid;gap:1rem;grid-template-columns:1fr 1fr}
label{font-size:.875rem;font-weight:500;line-height:1}
.hint{margin:0;color:var(--muted-foreground);font-size:.8125rem}
input{width:100%;height:2.75rem;padding:0 .75rem;border:1px solid var(--input);border-radius:.5rem;background:var(--card);
  color:inherit;font:inherit;font-size:1rem;box-shadow:0 1px 2px 0 rgb(0 0 0/.05)}
input:hover{border-color:var(--faint)}
input[aria-invalid=true]{border-color:var(--invalid-line)}
button{margin-top:.5rem;height:2.75rem;border:0;border-radius:.5rem;background:var(--primary);color:var(--primary-foreground);
  font:inherit;font-size:1rem;font-weight:500;cursor:pointer;box-shadow:0 1px 2px 0 rgb(0 0 0/.05)}
button:hover{background:var(--primary-strong)}
button.secondary{width:100%;margin-top:1rem;background:var(--card);color:var(--foreground);border:1px solid var(--input)}
button.secondary:hover{background:var(--page-middle)}
[hidden]{display:none!important}
.error{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--error-line);border-radius:.5rem;background:var(--error-fill);
  color:var(--error-text);font-size:.875rem}
.notice{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid var(--border);border-radius:.5rem;background:var(--page-middle);
  font-size:.875rem}
.alt{margin:1.5rem 0 0;text-align:center;font-size:.875rem;color:var(--muted-foreground)}
a{color:var(--primary);font-weight:500;text-underline-offset:2px}
a:hover{color:var(--primary-strong)}
@media (max-width:30rem){body{padding:1.5rem .75rem}main{padding:1.5rem 1.25rem}.row{grid-template-columns:1fr}}
`;
