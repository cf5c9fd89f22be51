import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_MESSAGES } from '@cq/shared/integrations/webhooks';

/** Why a webhook URL is not delivered to. */
export class UnsafeDestinationError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UnsafeDestinationError';
  }
}

/**
 * Whether an address is on the public internet: ipaddr.js names every special range (loopback, private,
 * link-local with the cloud metadata address 169.254.169.254, unique-local, carrier-grade NAT, multicast,
 * reserved…); only `unicast` is public. An IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  }
  return parsed.range() === 'unicast';
}

export interface DestinationRules {
  /** Local stack only (its config says so): loopback receivers on http, for tests and development. */
  allowLoopback: boolean;
}

const isLoopback = (address: string) => {
  const parsed = ipaddr.process(address);
  return parsed.range() === 'loopback';
};

/** Every address a host name resolves to (tests inject their own, to point a name at internal addresses). */
export type Resolver = (host: string) => Promise<string[]>;

const resolveAll: Resolver = async (host) => (await lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/**
 * The check at registration, before anything resolves: https (or loopback http where allowed), and a host
 * written as an address must be public. Names are checked again, resolved, at every delivery. Null when fine.
 */
export function registrationRefusal(url: string, rules: DestinationRules): string | null {
  const parsed = new URL(url);
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const loopback = host === 'localhost' || (ipaddr.isValid(host) && isLoopback(host));
  if (rules.allowLoopback && loopback) return null;
  if (parsed.protocol !== 'https:') return WEBHOOK_MESSAGES.https;
  if (loopback || (ipaddr.isValid(host) && !isPublicAddress(host))) return WEBHOOK_MESSAGES.publicOnly;
  return null;
}

/**
 * Checks a webhook URL at delivery time, not only at registration: a name can be pointed at an internal address
 * later (DNS rebinding). Every address the name resolves to must be public (one bad address refuses the URL);
 * https only, except loopback http where the local config allows it. Answers the addresses checked.
 */
export async function checkDestination(
  url: string,
  rules: DestinationRules,
  resolve: Resolver = resolveAll,
): Promise<string[]> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new UnsafeDestinationError('Not a valid URL');
  }
  const host = parsed.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = ipaddr.isValid(host) ? [host] : await resolve(host).catch(() => []);
  if (addresses.length === 0) throw new UnsafeDestinationError(`${parsed.hostname} does not resolve`);
  const loopbackOnly = rules.allowLoopback && addresses.every(isLoopback);
  if (!loopbackOnly && parsed.protocol !== 'https:') throw new UnsafeDestinationError('Webhook URLs must use https');
  if (loopbackOnly && !['http:', 'https:'].includes(parsed.protocol)) {
    throw new UnsafeDestinationError('Webhook URLs must use http or https');
  }
  const refused = loopbackOnly ? [] : addresses.filter((a) => !isPublicAddress(a));
  if (refused.length > 0) {
    throw new UnsafeDestinationError(`${parsed.hostname} resolves to a non-public address (${refused.join(', ')})`);
  }
  return addresses;
}
