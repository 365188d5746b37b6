import UAParser from 'ua-parser-js';

/** A signed-in device as its user agent names it: "Chrome 131" on "Windows 10". */
export interface DeviceName {
  browser: string | null;
  system: string | null;
}

const named = (name: string | undefined, version: string | undefined) =>
  name ? [name, version].filter(Boolean).join(' ') : null;

/** Browser (with its major version) and system (with its version), as far as the agent says. */
export function deviceName(userAgent: string | null): DeviceName {
  if (!userAgent) return { browser: null, system: null };
  const { browser, os } = UAParser(userAgent);
  return { browser: named(browser.name, browser.major), system: named(os.name, os.version) };
}
