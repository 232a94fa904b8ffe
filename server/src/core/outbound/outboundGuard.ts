import type http from 'node:http';
import type https from 'node:https';
import { Agent, fetch as undiciFetch, type RequestInit as UndiciRequestInit } from 'undici';
import { type AddressAllowlist, isAllowlistedAddress, refusalOf } from './addressRules';
import {
  type AddressRule,
  checkLiteralHost,
  guardedAgents,
  guardedLookup,
  type Resolve,
  systemResolve,
} from './guardedConnections';
import { OutboundError } from './outboundError';
import { defaultOutboundLimits, type OutboundLimits } from './outboundLimits';
import { readBounded } from './readBounded';

export type OutboundFetch = (url: string | URL, init?: RequestInit) => Promise<Response>;

/** One bounded run of requests: fetch for REST clients, agents for SDKs that take Node agents. */
export type OutboundSession = {
  fetch: OutboundFetch;
  agents: { http: http.Agent; https: https.Agent };
  /** Counts a request an SDK makes through the agents against the session's limits. */
  spend: () => void;
};

export type OutboundGuard = {
  /** For addresses an organisation supplied: the address rules, redirects checked hop by hop, and the limits. */
  session: (limits?: Partial<OutboundLimits>) => OutboundSession;
  /** For addresses the server supplies itself (its sandbox's fakes): the same limits, no address rule. */
  trustedSession: (limits?: Partial<OutboundLimits>) => OutboundSession;
  close: () => Promise<void>;
};

type Route = { dispatchers: Record<'http:' | 'https:', Agent>; agents: OutboundSession['agents']; rules?: Rules };
type Rules = Record<'http:' | 'https:', AddressRule>;

const redirectStatuses = new Set([301, 302, 303, 307, 308]);
const nullBodyStatuses = new Set([101, 103, 204, 205, 304]);
// Credentials for one origin are never handed to the next one a redirect names.
const originBoundHeaders = ['authorization', 'cookie', 'private-token', 'proxy-authorization'];

const rangeRule =
  (allow: AddressAllowlist): AddressRule =>
  (address) => {
    const range = refusalOf(address, allow);
    return (
      range &&
      `is ${range}: Securo calls no address on its own host or a private network for an organisation (an operator can open a range with OUTBOUND_ALLOW)`
    );
  };

const plainHttpRule =
  (allow: AddressAllowlist): AddressRule =>
  (address) =>
    rangeRule(allow)(address) ??
    (isAllowlistedAddress(address, allow)
      ? undefined
      : 'is reached over plain http, which would carry credentials in clear: use https (plain http is only for ranges in OUTBOUND_ALLOW)');

const anyAddress: AddressRule = () => undefined;

const routeOf = (rules: Rules | undefined, resolve: Resolve): Route => {
  const dispatcher = (rule: AddressRule | undefined) =>
    new Agent(rule ? { connect: { lookup: guardedLookup(rule, resolve) } } : {});
  return {
    dispatchers: { 'http:': dispatcher(rules?.['http:']), 'https:': dispatcher(rules?.['https:']) },
    agents: guardedAgents({ http: rules?.['http:'] ?? anyAddress, https: rules?.['https:'] ?? anyAddress }, resolve),
    rules,
  };
};

const headersOf = (init: RequestInit | undefined): Headers => new Headers(init?.headers);

const nextRequest = (from: URL, to: URL, status: number, init: RequestInit): RequestInit => {
  const headers = headersOf(init);
  if (from.origin !== to.origin) for (const name of originBoundHeaders) headers.delete(name);
  const becomesGet = status === 303 || ((status === 301 || status === 302) && init.method === 'POST');
  if (!becomesGet) return { ...init, headers };
  headers.delete('content-type');
  return { ...init, method: 'GET', body: undefined, headers };
};

const openSession = (route: Route, limits: OutboundLimits): OutboundSession => {
  const deadline = Date.now() + limits.maxMs;
  let requests = 0;
  let bytes = 0;

  const spend = () => {
    requests += 1;
    if (requests > limits.maxRequests) {
      throw new OutboundError('limited', `stopped after ${limits.maxRequests} requests, the most one run may make`);
    }
    if (Date.now() > deadline) {
      throw new OutboundError(
        'limited',
        `stopped after ${Math.round(limits.maxMs / 1000)} s, the longest one run may take`,
      );
    }
  };

  const sendOnce = async (url: URL, init: RequestInit): Promise<Response> => {
    spend();
    const protocol = url.protocol;
    if (protocol !== 'http:' && protocol !== 'https:') {
      throw new OutboundError('refused', `${protocol} addresses are not called: use https`);
    }
    if (route.rules) checkLiteralHost(url.hostname, route.rules[protocol]);
    const signal = AbortSignal.any([
      AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      ...(init.signal ? [init.signal] : []),
    ]);
    const answer = await undiciFetch(url, {
      ...(init as UndiciRequestInit),
      redirect: 'manual',
      signal,
      dispatcher: route.dispatchers[protocol],
    });
    const body = await readBounded(answer.body, limits.maxResponseBytes, limits.maxBytes - bytes);
    bytes += body?.byteLength ?? 0;
    return new Response(nullBodyStatuses.has(answer.status) ? null : body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: [...answer.headers],
    });
  };

  const fetch: OutboundFetch = async (input, init = {}) => {
    let url = new URL(input);
    let request = init;
    for (let hop = 0; ; hop += 1) {
      const response = await sendOnce(url, request);
      const location = response.headers.get('location');
      if (!redirectStatuses.has(response.status) || !location) return response;
      if (hop >= limits.maxRedirects) {
        throw new OutboundError('limited', `stopped after ${limits.maxRedirects} redirects`);
      }
      const next = new URL(location, url);
      request = nextRequest(url, next, response.status, request);
      url = next;
    }
  };

  return { fetch, agents: route.agents, spend };
};

/**
 * The one way out to an address an organisation supplied. It resolves the name and refuses loopback, private,
 * link-local, CGNAT, unique-local and IPv4-mapped ranges unless the operator's allowlist opens them, connects to the
 * address it checked, follows redirects itself and checks every hop, and bounds each response and each session.
 */
export const createOutboundGuard = ({
  allow,
  resolve = systemResolve,
}: {
  allow: AddressAllowlist;
  resolve?: Resolve;
}): OutboundGuard => {
  const guarded = routeOf({ 'https:': rangeRule(allow), 'http:': plainHttpRule(allow) }, resolve);
  const trusted = routeOf(undefined, resolve);
  return {
    session: (limits = {}) => openSession(guarded, { ...defaultOutboundLimits, ...limits }),
    trustedSession: (limits = {}) => openSession(trusted, { ...defaultOutboundLimits, ...limits }),
    close: async () => {
      for (const route of [guarded, trusted]) {
        route.agents.http.destroy();
        route.agents.https.destroy();
        await Promise.all(Object.values(route.dispatchers).map((dispatcher) => dispatcher.close()));
      }
    },
  };
};
