import { describe, expect, it } from 'vitest';
import { parseAllowedHost } from '../../allowed-host.js';
import { isAllowedHost, isPublicAddress } from './address-policy.js';

describe('which addresses recipe import may connect to', () => {
  it.each([
    ['93.184.215.14'],
    ['8.8.8.8'],
    ['1.1.1.1'],
    ['2606:4700:4700::1111'],
    ['2a00:1450:4007:80e::200e'],
    ['::ffff:8.8.8.8'],
  ])('public %s: allowed', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.0.0.2', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.5.4', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'link-local: cloud metadata (AWS, GCP, Azure)'],
    ['169.254.0.1', 'link-local'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'CGNAT: Alibaba Cloud metadata'],
    ['192.0.0.192', 'IETF protocol block: Oracle Cloud metadata'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'this network'],
    ['224.0.0.1', 'multicast'],
    ['239.255.255.250', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.18.0.1', 'benchmarking'],
    ['192.0.2.10', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fe80::1%eth0', 'IPv6 link-local with a zone'],
    ['fd00:ec2::254', 'unique-local: AWS metadata over IPv6'],
    ['fc00::1', 'unique-local'],
    ['fec0::1', 'site-local'],
    ['ff02::1', 'IPv6 multicast'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::127.0.0.1', 'IPv4-compatible (deprecated)'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2001:0:4136:e378::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'not an address'],
    ['', 'empty'],
  ])('%s (%s): refused', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });
});

describe('IMPORT_ALLOWED_HOSTS entries', () => {
  it.each([
    ['127.0.0.1:8080', { hostname: '127.0.0.1', port: 8080 }],
    ['127.1', { hostname: '127.0.0.1', port: null }],
    ['NAS.local', { hostname: 'nas.local', port: null }],
    ['nas.local:80', { hostname: 'nas.local', port: 80 }],
    ['[::1]:3000', { hostname: '[::1]', port: 3000 }],
    ['[fd00::5]', { hostname: '[fd00::5]', port: null }],
    ['bücher.lan', { hostname: 'xn--bcher-kva.lan', port: null }],
  ])('%s is read as %j', (entry, host) => {
    expect(parseAllowedHost(entry)).toEqual(host);
  });

  it.each([
    ['http://nas.local'],
    ['nas.local/recipes'],
    ['user@nas.local'],
    ['nas.local:'],
    ['nas.local:0'],
    ['nas.local:70000'],
    ['nas.local:http'],
    ['::1'],
    ['two words'],
    [''],
  ])('%j is refused', (entry) => {
    expect(parseAllowedHost(entry)).toBeNull();
  });

  it('matches a host on any port, or a host:port on that port only, default ports included', () => {
    const allowed = ['nas.local', '127.0.0.1:8080', '[::1]:80'].map((entry) => {
      const host = parseAllowedHost(entry);
      if (!host) throw new Error(entry);
      return host;
    });
    const may = (url: string) => isAllowedHost(new URL(url), allowed);
    expect(may('http://nas.local/soup')).toBe(true);
    expect(may('https://NAS.local:8443/soup')).toBe(true);
    expect(may('http://127.0.0.1:8080/')).toBe(true);
    expect(may('http://127.1:8080/')).toBe(true);
    expect(may('http://127.0.0.1:8081/')).toBe(false);
    expect(may('http://127.0.0.1/')).toBe(false);
    expect(may('http://[::1]/')).toBe(true);
    expect(may('https://[::1]/')).toBe(false);
    expect(may('http://nas.local.evil.example/')).toBe(false);
    expect(may('http://localhost:8080/')).toBe(false);
  });
});
