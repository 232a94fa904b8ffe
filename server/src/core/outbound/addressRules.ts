import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** Ranges an operator opens to tenants' addresses (OUTBOUND_ALLOW): a self-hosted provider on a private network. */
export type AddressAllowlist = ReadonlyArray<readonly [Address, number]>;

/** Parses `10.20.0.0/16, fd00::/8`; throws naming the entry that is not a CIDR range. */
export const parseAllowlist = (value: string): AddressAllowlist =>
  value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      try {
        return ipaddr.parseCIDR(entry);
      } catch {
        throw new Error(`"${entry}" is not a CIDR range such as 10.20.0.0/16`);
      }
    });

const rangeNames: Record<string, string> = {
  loopback: 'a loopback address',
  private: 'a private network address',
  linkLocal: 'a link-local address (where cloud metadata services answer)',
  carrierGradeNat: 'a carrier-grade NAT address',
  uniqueLocal: 'a unique-local IPv6 address',
  unspecified: 'the unspecified address',
  multicast: 'a multicast address',
  broadcast: 'the broadcast address',
};

// An IPv4-mapped IPv6 address (::ffff:127.0.0.1) reaches the IPv4 host it embeds, so it is judged as that host.
const unmapped = (address: Address): Address =>
  address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress()
    ? (address as ipaddr.IPv6).toIPv4Address()
    : address;

const isAllowlisted = (address: Address, allow: AddressAllowlist): boolean =>
  allow.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));

/**
 * Why an address may not be called for a tenant, or undefined when it may: only globally routable unicast
 * addresses, and the operator's allowlisted ranges. Every other range (loopback, private, link-local, CGNAT,
 * unique-local, and the IPv6 forms that embed an IPv4 host: 6to4, Teredo, NAT64) is refused.
 */
export const refusalOf = (literal: string, allow: AddressAllowlist): string | undefined => {
  const address = unmapped(ipaddr.parse(literal));
  if (isAllowlisted(address, allow)) return undefined;
  const range = address.range();
  return range === 'unicast' ? undefined : (rangeNames[range] ?? `a reserved address (${range})`);
};

/** Whether an address is inside the operator's allowlist: plain http is only for those. */
export const isAllowlistedAddress = (literal: string, allow: AddressAllowlist): boolean =>
  isAllowlisted(unmapped(ipaddr.parse(literal)), allow);
