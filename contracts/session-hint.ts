/**
 * Whether a session cookie came with the request for the page, as the server writes it on the
 * served index.html's root element (server/web-client.ts): `data-session="yes"` or `"no"`.
 * A hint, never an authorisation: the cookie may have expired. It lets the first render draw
 * the right frame before `/api/auth/user` answers (web/lib/session-hint.ts).
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session';

/**
 * Who is signed in: the read every screen starts with (401 for a visitor). Here rather than in
 * api-urls.ts, whose imports bring zod: the first screen's download must not (scripts/size.mjs).
 */
export const CURRENT_USER_URL = '/api/auth/user';
