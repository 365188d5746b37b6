import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import type { AllowedHost } from '../../config.js';
import { isAllowedHost, isPublicAddress } from './address-policy.js';

/**
 * Fetching what a cook names, from the server's own network position, without becoming a way
 * into that network (server-side request forgery; decision 028).
 */

/** The address (its scheme, or the place it resolves to) may not be fetched: a 400. */
export class AddressNotAllowedError extends Error {
  override name = 'AddressNotAllowedError';
}

/** Anything else that kept the body from arriving whole and in time: a 502. */
export class UnreachableError extends Error {
  override name = 'UnreachableError';
}

export interface SafeFetchOptions {
  /** IMPORT_ALLOWED_HOSTS: fetched whatever address they resolve to. */
  allowedHosts: readonly AllowedHost[];
  /** The Accept header. */
  accept: string;
  /** The most body bytes read (after decompression); past it the read stops. */
  maxBytes: number;
  /** For everything: every hop's connection, headers and the final body. */
  timeoutMs: number;
  /** Redirects followed; one more is a failure. */
  maxRedirects: number;
}

export interface Fetched {
  /** Where the body came from, after redirects (relative links resolve against it). */
  url: URL;
  contentType: string;
  body: Buffer;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const USER_AGENT = 'Mozilla/5.0 (compatible; SimmerRecipeImport/1.0; recipe import on request)';

/**
 * GETs `address` over http or https. Every hop (the first request and each redirect, followed
 * here, never by a library) is checked before it connects: its scheme, then the addresses its
 * host resolves to, inside the connection's own DNS lookup, so the address checked is the one
 * connected to and a name that changes its answer in between (DNS rebinding) gains nothing. An
 * address given literally in the URL is checked the same way (no lookup happens for it), and
 * the socket's peer once more on connect. Hosts in `allowedHosts` skip the address check.
 * Throws AddressNotAllowedError, or UnreachableError for everything else.
 */
export async function safeFetch(
  address: string | URL,
  options: SafeFetchOptions,
): Promise<Fetched> {
  const signal = AbortSignal.timeout(options.timeoutMs);
  try {
    let url = new URL(address);
    for (let redirects = 0; ; redirects += 1) {
      const response = await get(url, options, signal);
      const status = response.statusCode ?? 0;
      if (REDIRECTS.has(status)) {
        response.destroy();
        const location = response.headers.location;
        if (!location) throw new UnreachableError(`${status} without a Location`);
        if (redirects >= options.maxRedirects) throw new UnreachableError('too many redirects');
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw new UnreachableError(`the site answered ${status}`);
      }
      const body = await readBody(response, options.maxBytes);
      return { url, contentType: String(response.headers['content-type'] ?? ''), body };
    }
  } catch (error) {
    if (error instanceof AddressNotAllowedError || error instanceof UnreachableError) throw error;
    // DNS failures, refused or reset connections, TLS errors, the timeout, a bad Location.
    throw new UnreachableError(error instanceof Error ? error.message : String(error), {
      cause: error,
    });
  }
}

const notAllowed = (what: string) => new AddressNotAllowedError(`${what} is not allowed`);

/**
 * dns.lookup, refusing any answer with an address that is not public: all of them, since the
 * connection may try each (Node's happy eyeballs asks for `all`).
 */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '');
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused) return callback(notAllowed(`${hostname} (${refused.address})`), '');
    const [first] = addresses;
    if (!first) return callback(new UnreachableError(`${hostname} has no address`), '');
    if (options.all) return callback(null, addresses);
    callback(null, first.address, first.family);
  });
};

/** One request, its response once the headers arrived. */
function get(
  url: URL,
  options: SafeFetchOptions,
  signal: AbortSignal,
): Promise<http.IncomingMessage> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw notAllowed(url.protocol);
  const trusted = isAllowedHost(url, options.allowedHosts);
  // URLs write IPv6 addresses in brackets; sockets and the address check take them bare.
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (!trusted && isIP(host) && !isPublicAddress(host)) throw notAllowed(host);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request({
      host,
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      // Credentials in the URL are not sent: nothing of the cook's goes to the site.
      headers: {
        'user-agent': USER_AGENT,
        accept: options.accept,
        'accept-encoding': 'gzip, br',
      },
      // A fresh connection per hop, so that each one goes through the lookup and the checks.
      agent: false,
      lookup: trusted ? undefined : publicOnlyLookup,
      signal,
    });
    request.once('socket', (socket) => {
      socket.once('connect', () => {
        const peer = socket.remoteAddress ?? '';
        if (!trusted && !isPublicAddress(peer)) request.destroy(notAllowed(peer));
      });
    });
    request.once('response', resolve);
    // Kept for the request's whole life: an error after the headers (the timeout while the body
    // is read) reaches the body's reader, and must not go unhandled here.
    request.on('error', reject);
    request.end();
  });
}

/** The decoder for a Content-Encoding, or null when the body comes as it is. */
function decoderFor(encoding: string): zlib.Gunzip | zlib.BrotliDecompress | zlib.Inflate | null {
  switch (encoding) {
    case '':
    case 'identity':
      return null;
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'br':
      return zlib.createBrotliDecompress();
    case 'deflate':
      return zlib.createInflate();
    default:
      throw new UnreachableError(`unknown content encoding ${encoding}`);
  }
}

/**
 * The body, refused as soon as it passes `maxBytes` (decoded: a small compressed body can
 * inflate to gigabytes), with no more read than that.
 */
async function readBody(response: http.IncomingMessage, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new UnreachableError(`the body is over ${maxBytes} bytes`);
  if (Number(response.headers['content-length']) > maxBytes) {
    response.destroy();
    throw tooLarge();
  }
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  let decoder: ReturnType<typeof decoderFor>;
  try {
    decoder = decoderFor(encoding);
  } catch (error) {
    response.destroy();
    throw error;
  }
  let body: Readable = response;
  if (decoder) {
    response.once('error', (error) => decoder.destroy(error));
    body = response.pipe(decoder);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of body) {
      size += (chunk as Buffer).length;
      if (size > maxBytes) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } finally {
    response.destroy();
    decoder?.destroy();
  }
  return Buffer.concat(chunks);
}
