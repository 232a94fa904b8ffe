import type { Collection, ConnectorOptions } from '../../../server/src/connectors/connector';
import { ConnectorError } from '../../../server/src/connectors/connectorError';
import type { AnyConnector } from '../../../server/src/connectors';
import { createOutboundGuard } from '../../../server/src/core/outbound/outboundGuard';

/** What every connector test reads: one collection's values and evidence, and how a provider refused. */
export const passed = { score: 100, issues: [] };

// The fakes listen on this machine: the sandbox's trusted route reaches them, with the guard's limits.
const outbound = createOutboundGuard({ allow: [] });

export const optionsAt = (now: Date): ConnectorOptions => ({
  timeoutMs: 5_000,
  now: () => now,
  network: outbound.trustedSession(),
});

export const valuesOf = ({ signals }: Collection) => Object.fromEntries(signals.map(({ key, value }) => [key, value]));

export const evidenceOf = ({ observations }: Collection, check: string) =>
  observations.find((observation) => observation.check === check)?.data;

export const failureOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ConnectorError);
  const { reason, message } = error as ConnectorError;
  return { reason, message };
};

/** The connection test and a collection both refused, with the same reason and message. */
export const expectRefused = async (
  connector: Pick<AnyConnector, 'testConnection' | 'collect'>,
  credentials: Record<string, unknown>,
  options: ConnectorOptions,
  expected: { reason: string; message: string },
) => {
  expect(await connector.testConnection(credentials, options)).toEqual({ ok: false, ...expected });
  expect(await failureOf(connector.collect(credentials, options))).toEqual(expected);
};
