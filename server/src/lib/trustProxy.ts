import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Whom to believe about the client's address in X-Forwarded-For: nobody (false), the proxies at these addresses or
 * CIDRs, or the given number of proxies nearest the server. Never everyone.
 */
export type TrustProxy = false | string[] | number;

const proxyNames = ['loopback', 'linklocal', 'uniquelocal'];
const maxProxyHops = 10;
const trustProxyHelp =
  "Set it to the proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.0/8,127.0.0.1) " +
  'or to the number of proxies in front of the server (e.g. TRUST_PROXY=1).';

// What is wrong with one TRUST_PROXY entry (an IP, a CIDR, or one of proxy-addr's named ranges), or null.
const entryProblem = (entry: string): string | null => {
  if (proxyNames.includes(entry)) return null;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  const maxPrefix = version === 4 ? 32 : 128;
  if (version === 0 || rest.length > 0 || (prefix !== undefined && !/^\d+$/.test(prefix))) {
    return `"${entry}" is not an IP address or a CIDR such as 10.0.0.0/8.`;
  }
  if (prefix === undefined) return null;
  if (Number(prefix) === 0) return `"${entry}" is refused: it would believe every client.`;
  return Number(prefix) > maxPrefix ? `"${entry}" has a prefix longer than ${maxPrefix} bits.` : null;
};

// false, a hop count, or the proxies' addresses; never `true`, which would believe every client.
export const parseTrustProxy = (value: string, fail: (message: string) => void): TrustProxy => {
  if (['false', 'no', '0'].includes(value.toLowerCase())) return false;
  if (['true', 'yes'].includes(value.toLowerCase())) {
    fail(
      `${value} is refused: it would believe any client's X-Forwarded-For, letting anyone choose the address that ` +
        `rate limits and the audit trail record. ${trustProxyHelp}`,
    );
    return false;
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > maxProxyHops) {
      fail(`${value} is more than ${maxProxyHops} proxies: give the number in front of the server. ${trustProxyHelp}`);
    }
    return hops;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  for (const problem of entries.map(entryProblem)) {
    if (problem) fail(`${problem} ${trustProxyHelp}`);
  }
  return entries;
};

/**
 * Fastify's trustProxy for TRUST_PROXY. Fastify takes a bare number as "trust nothing" (a hop count cannot check who
 * the nearest peer is), so a hop count is spelled out: the nearest `hops` addresses are proxies, whoever they are.
 */
export const trustProxyOption = (trust: TrustProxy): FastifyServerOptions['trustProxy'] =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;
