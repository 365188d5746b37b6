import ipaddr from 'ipaddr.js';
import type { AllowedHost } from '../../config.js';

const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parse('2000::');

/**
 * Whether recipe import may connect to this address: public unicast only (decision 028). The rule
 * is a list of what is allowed, not of what is not, so a range nobody thought of stays closed:
 * ipaddr.js names every special IPv4 range (private, loopback, link-local — the cloud metadata
 * address 169.254.169.254 among them —, CGNAT, multicast, unspecified, broadcast, reserved and
 * documentation blocks) and answers 'unicast' for the rest. An IPv4-mapped IPv6 address
 * (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries. IPv6 must also lie in the global
 * unicast block 2000::/3, outside its special ranges (6to4, Teredo and NAT64 carry IPv4 addresses
 * of any kind); that leaves out loopback, link-local, unique-local (fd00:ec2::254, AWS's metadata
 * address, is one), site-local, multicast and the unspecified address.
 */
export function isPublicAddress(address: string): boolean {
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.process(address);
  } catch {
    return false;
  }
  if (parsed.range() !== 'unicast') return false;
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST_V6, 3);
}

/** The port a URL connects to, default ports included. */
const portOf = (url: URL) => Number(url.port || (url.protocol === 'https:' ? 443 : 80));

/**
 * Whether `url`'s host is in IMPORT_ALLOWED_HOSTS: an entry with a port matches that port only.
 * Compared as the URL parser writes hostnames, so `127.1` and `127.0.0.1` are the same host.
 */
export function isAllowedHost(url: URL, allowed: readonly AllowedHost[]): boolean {
  return allowed.some(
    (host) => host.hostname === url.hostname && (host.port === null || host.port === portOf(url)),
  );
}
