/**
 * Full-page navigations, behind one object so tests can watch them: jsdom cannot navigate, and
 * `window.location` cannot be replaced there.
 */
export const browser = {
  /** Leaves the single-page app, e.g. for the server's sign-in page. */
  assign(url: string): void {
    window.location.href = url;
  },
  reload(): void {
    window.location.reload();
  },
};
