// The look of the server-rendered sign-in pages: the web client's own fonts, colours, card, button
// and focus ring (Tailwind 4's font stacks, kept equal by a browser test, and its stone/orange palette, as the client's
// components use them), written as plain CSS so these pages need no client bundle and no request
// beyond the logo. Inline styles are allowed by the CSP (helmet's default `style-src`).

const color = {
  stone50: 'oklch(98.5% 0.001 106.423)',
  stone200: 'oklch(92.3% 0.003 48.717)',
  stone300: 'oklch(86.9% 0.005 56.366)',
  stone400: 'oklch(70.9% 0.01 56.259)',
  stone600: 'oklch(44.4% 0.011 73.639)',
  stone800: 'oklch(26.8% 0.007 34.298)',
  orange50: 'oklch(98% 0.016 73.684)',
  orange600: 'oklch(64.6% 0.222 41.116)',
  orange700: 'oklch(55.3% 0.195 38.402)',
  orange800: 'oklch(47% 0.157 37.304)',
  amber50: 'oklch(98.7% 0.022 95.277)',
  red50: 'oklch(97.1% 0.013 17.38)',
  red200: 'oklch(88.5% 0.062 18.334)',
  red600: 'oklch(57.7% 0.245 27.325)',
  red800: 'oklch(44.4% 0.177 26.899)',
};
const sans =
  "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', 'Noto Sans', Arial, sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'";
const serif = "ui-serif, Georgia, Cambria, 'Times New Roman', Times, serif";

export const authPageStyles = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:${sans};line-height:1.5;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column;align-items:center;padding:2.5rem 1rem;
  background:linear-gradient(to bottom,${color.orange50},${color.stone50},${color.amber50});color:${color.stone800};
  -webkit-font-smoothing:antialiased}
:focus-visible{outline:2px solid ${color.orange600};outline-offset:2px}
.brand{display:inline-flex;align-items:center;gap:.75rem;margin-bottom:1.5rem;color:${color.stone800};
  font-family:${serif};font-weight:700;font-size:1.875rem;letter-spacing:-.025em;text-decoration:none;border-radius:.5rem}
.brand img{width:2.75rem;height:2.75rem;border-radius:.75rem;box-shadow:0 10px 15px -3px rgb(194 65 12/.25)}
main{width:100%;max-width:28rem;background:#fff;border:1px solid ${color.stone200};border-radius:1rem;
  box-shadow:0 1px 3px 0 rgb(0 0 0/.1),0 1px 2px -1px rgb(0 0 0/.1);padding:2rem}
h1{margin:0 0 .25rem;font-family:${serif};font-size:1.5rem;line-height:1.25;font-weight:700;letter-spacing:-.025em}
.lead{margin:0 0 1.5rem;color:${color.stone600};font-size:.875rem}
form{display:grid;gap:1rem}
.field{display:grid;gap:.5rem}
.row{display:grid;gap:1rem;grid-template-columns:1fr 1fr}
label{font-size:.875rem;font-weight:500;line-height:1}
.hint{margin:0;color:${color.stone600};font-size:.8125rem}
input{width:100%;height:2.75rem;padding:0 .75rem;border:1px solid ${color.stone300};border-radius:.5rem;background:#fff;
  color:inherit;font:inherit;font-size:1rem;box-shadow:0 1px 2px 0 rgb(0 0 0/.05)}
input:hover{border-color:${color.stone400}}
input[aria-invalid=true]{border-color:${color.red600}}
button{margin-top:.5rem;height:2.75rem;border:0;border-radius:.5rem;background:${color.orange700};color:#fff;
  font:inherit;font-size:1rem;font-weight:500;cursor:pointer;box-shadow:0 1px 2px 0 rgb(0 0 0/.05)}
button:hover{background:${color.orange800}}
.error{margin:0 0 1rem;padding:.75rem 1rem;border:1px solid ${color.red200};border-radius:.5rem;background:${color.red50};
  color:${color.red800};font-size:.875rem}
.alt{margin:1.5rem 0 0;text-align:center;font-size:.875rem;color:${color.stone600}}
a{color:${color.orange700};font-weight:500;text-underline-offset:2px}
a:hover{color:${color.orange800}}
@media (max-width:30rem){body{padding:1.5rem .75rem}main{padding:1.5rem 1.25rem}.row{grid-template-columns:1fr}}
`;
