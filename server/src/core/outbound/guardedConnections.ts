import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Duplex } from 'node:stream';
import { OutboundError } from './outboundError';

/** Why an address may not be connected to, as a clause ("is a loopback address: ..."), or undefined when it may. */
export type AddressRule = (address: string) => string | undefined;

/** Every address a name resolves to: the system resolver, or a fixed table in tests. */
export type Resolve = (
  hostname: string,
  callback: (error: NodeJS.ErrnoException | null, addresses: LookupAddress[]) => void,
) => void;

export const systemResolve: Resolve = (hostname, callback) => dnsLookup(hostname, { all: true }, callback);

/** Throws when an address written into the URL itself (no name to resolve) breaks the rule. */
export const checkLiteralHost = (hostname: string, rule: AddressRule): void => {
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return;
  const why = rule(bare);
  if (why) throw new OutboundError('refused', `${bare} ${why}`);
};

/**
 * A DNS lookup that fails unless every address the name resolves to passes the rule. The socket connects to the
 * address this lookup returns, so the address checked is the address called: a name that resolves once to a public
 * address and then to a private one (DNS rebinding) cannot slip between the check and the connection.
 */
export const guardedLookup =
  (rule: AddressRule, resolve: Resolve): LookupFunction =>
  (hostname, options, callback) => {
    resolve(hostname, (error, resolved) => {
      if (error) return callback(error, '', 0);
      const why = resolved.map(({ address }) => rule(address)).find((reason) => reason !== undefined);
      if (why) {
        const error = new OutboundError('refused', `${hostname} resolves to an address that ${why}`);
        return callback(error as NodeJS.ErrnoException, '', 0);
      }
      const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
      const addresses = family ? resolved.filter((entry) => entry.family === family) : resolved;
      if (addresses.length === 0)
        return callback(
          Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }),
          '',
          0,
        );
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      return callback(null, first.address, first.family);
    });
  };

type ConnectionOptions = http.ClientRequestArgs & { host?: string | null };

/** Node agents for SDKs that take them (the AWS SDK): the same rule at lookup, and for an address in the URL. */
export const guardedAgents = (rules: { http: AddressRule; https: AddressRule }, resolve: Resolve) => {
  class GuardedHttpAgent extends http.Agent {
    createConnection(options: ConnectionOptions, callback?: (error: Error | null, socket: Duplex) => void) {
      checkLiteralHost(options.host ?? '', rules.http);
      return super.createConnection(options, callback);
    }
  }
  class GuardedHttpsAgent extends https.Agent {
    createConnection(options: ConnectionOptions, callback?: (error: Error | null, socket: Duplex) => void) {
      checkLiteralHost(options.host ?? '', rules.https);
      return super.createConnection(options, callback);
    }
  }
  return {
    http: new GuardedHttpAgent({ keepAlive: true, lookup: guardedLookup(rules.http, resolve) }),
    https: new GuardedHttpsAgent({ keepAlive: true, lookup: guardedLookup(rules.https, resolve) }),
  };
};
