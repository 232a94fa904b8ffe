import type { IntegrationType } from '@/contracts/integrations';
import { connectors } from '../../connectors';
import type { ConnectorOptions } from '../../connectors/connector';
import type { Clock } from '../../lib/clock';
import { withSandboxFields } from './sandbox';
import type { IntegrationConnections } from '../../core/appDeps';

/** A provider that has not answered by then is unreachable, as far as a person waiting is concerned. */
export const providerTimeoutMs = 15_000;

/** A connector's credentials, and the way out it takes, for one run: a connection test or a sync. */
export type Connection = { credentials: Record<string, unknown>; options: ConnectorOptions };

/**
 * What the connector reads: the stored fields, completed by the sandbox when it is on and no API URL is named.
 * `inSandbox` says the address is the server's own fake rather than one the organisation typed.
 */
export const readableFields = (
  deps: Pick<IntegrationConnections, 'sandboxUrls'>,
  type: IntegrationType,
  fields: Record<string, unknown>,
): { fields: Record<string, unknown>; inSandbox: boolean } => {
  const sandboxUrl = deps.sandboxUrls?.[type];
  return fields.baseUrl || !sandboxUrl
    ? { fields, inSandbox: false }
    : { fields: withSandboxFields(type, sandboxUrl, fields), inSandbox: true };
};

/**
 * The sandbox's fakes are reached by the sandbox's own trusted route; every other address (one an organisation
 * typed, or a provider's public API) goes through the outbound guard's rules.
 */
export const connectionFor = (
  deps: IntegrationConnections & { clock: Clock },
  type: IntegrationType,
  stored: Record<string, unknown>,
): Connection => {
  const { fields, inSandbox } = readableFields(deps, type, stored);
  return {
    credentials: connectors[type].credentials.parse(fields),
    options: {
      timeoutMs: providerTimeoutMs,
      now: deps.clock,
      network: inSandbox ? deps.outbound.trustedSession() : deps.outbound.session(),
    },
  };
};
