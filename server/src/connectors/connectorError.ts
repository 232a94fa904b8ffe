import type { ConnectorFailureReason } from './connector';
import { singleLine } from '../mail/plainValue';
import { outboundErrorOf } from '../core/outbound/outboundError';

/** A provider refused or failed a request; the message tells a person what to change. */
export class ConnectorError extends Error {
  constructor(
    readonly reason: ConnectorFailureReason,
    message: string,
  ) {
    super(message);
    this.name = 'ConnectorError';
  }
}

/**
 * The ConnectorError for a request the outbound guard refused or cut short, when that is what failed: the address is
 * not called at all, and a run past its bounds ends as an error rather than being retried.
 */
export const outboundConnectorError = (provider: string, error: unknown): ConnectorError | undefined => {
  const outbound = outboundErrorOf(error);
  if (!outbound) return undefined;
  return outbound.kind === 'refused'
    ? new ConnectorError('refused', `${provider} was not called: ${outbound.message}.`)
    : new ConnectorError('limited', `Reading ${provider} ${outbound.message}: narrow what the credentials can see.`);
};

// Long enough for a provider's longest explanation (Azure's and AWS's authorisation errors name the principal, the
// action and the scope), too short to carry a page of whatever else answered.
const reasonLength = 400;

/** A provider's own words, as one short line: never more of a remote body than that. */
export const shortReason = (said: string): string => {
  const line = singleLine(said);
  return line.length > reasonLength ? `${line.slice(0, reasonLength - 1)}…` : line;
};
