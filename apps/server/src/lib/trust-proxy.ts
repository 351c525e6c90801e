import { isIP } from 'node:net';

/** What Fastify's `trustProxy` receives: no proxy, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = false | number | string[];

const PROXY_ADDRESS_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(entry: string): boolean {
  if (PROXY_ADDRESS_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128);
}

/**
 * TRUST_PROXY: `false` (or unset, `0`) trusts no proxy: the client is the connection's address. `true` means
 * one proxy in front (the usual reverse proxy): the client is the address that proxy appended, the right-most
 * of X-Forwarded-For; a client-written left-most entry is ignored. A number is that many proxy hops; a
 * comma-separated list of addresses or CIDR ranges (or `loopback`, `linklocal`, `uniquelocal`) trusts exactly
 * those proxies. Trusting every hop, which let a client pick its own address, is not offered.
 * Answers the setting, or a message naming what is wrong.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { error: string } {
  const value = (raw ?? '').trim().toLowerCase();
  if (['', 'false', '0', 'no', 'off'].includes(value)) return false;
  if (['true', 'yes', 'on'].includes(value)) return 1;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 10 ? hops : { error: 'at most 10 proxy hops' };
  }
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const bad = entries.filter((entry) => !isProxyAddress(entry));
  if (bad.length > 0) {
    return {
      error: `must be true, false, a number of proxy hops, or proxy addresses/CIDR ranges (not ${bad.join(', ')})`,
    };
  }
  return entries;
}

/** The setting in the form Fastify's types take: a hop count becomes "trust the first n hops". */
export function fastifyTrustProxy(
  setting: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting !== 'number') return setting;
  if (setting === 0) return false;
  return (_address, hop) => hop < setting;
}
