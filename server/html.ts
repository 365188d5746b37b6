/**
 * Escapes text for HTML content and attribute values (quoted with either quote), for the few
 * pages the server writes itself: the sign-in pages and the hints in index.html.
 */
export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
