// IMPORT_ALLOWED_HOSTS' entries, read as the URL parser reads a host (server/config.ts).

/** One entry of IMPORT_ALLOWED_HOSTS: a host, and the one port it is allowed on (null: any). */
export interface AllowedHost {
  /** As a URL writes it: lower case, punycode, IPv4 in dotted form, IPv6 in brackets. */
  hostname: string;
  port: number | null;
}

/**
 * `host` or `host:port` (an IPv6 address in brackets, `[fd00::5]:8080`), read by the URL parser
 * so that it compares equal to the hostname of an address being fetched; null for anything else
 * (a scheme, a path, credentials, a bad port).
 */
export function parseAllowedHost(entry: string): AllowedHost | null {
  if (!entry || /[\s/\\?#@]/.test(entry) || entry.endsWith(':')) return null;
  let url: URL;
  try {
    url = new URL(`http://${entry}`);
  } catch {
    return null;
  }
  // The URL drops a default port (`:80`), so the port is read as written.
  const written = /^(?:\[[^\]]*\]|[^:]*)(?::(\d+))?$/.exec(entry);
  if (!written || !url.hostname) return null;
  const port = written[1] === undefined ? null : Number(written[1]);
  if (port !== null && (port < 1 || port > 65535)) return null;
  return { hostname: url.hostname, port };
}
