import type { z } from 'zod';
import type { OutboundSession } from '../core/outbound/outboundGuard';
import type { CheckId } from '../frameworks/checks';
import type { AssetKind } from '@/contracts/assetOptions';
import type { CredentialField } from '@/contracts/integrations';

/** `refused`: the outbound guard would not call the address; `limited`: a run passed its bounds (pages, bytes, time). */
export type ConnectorFailureReason =
  'unauthorized' | 'forbidden' | 'unreachable' | 'rateLimited' | 'refused' | 'limited';

/**
 * `timeoutMs` bounds each request to the provider; `now` stamps what is observed; `network` is the only way out: the
 * outbound guard's session for the run, which checks every address and bounds requests, bytes and time.
 */
export type ConnectorOptions = { timeoutMs: number; now: () => Date; network: OutboundSession };

export type ConnectionTestResult =
  { ok: true; account: string } | { ok: false; reason: ConnectorFailureReason; message: string };

/** A value for the check of the same id, as the signals module stores it once a source is added. */
export type CollectedSignal = { key: CheckId; value: unknown; observedAt: string };

/** The raw facts behind a signal, kept as automated evidence until `expiresAt`. */
export type Observation = { check: CheckId; collectedAt: string; expiresAt: string; data: Record<string, unknown> };

/**
 * A resource the provider reported while it was read, for the asset inventory: `externalId` is the provider's own
 * id, stable from one collection to the next; `detail` what was read beside the name (engine, visibility...).
 */
export type DiscoveredAsset = {
  kind: AssetKind;
  externalId: string;
  name: string;
  environment?: 'production' | 'staging' | 'development';
  detail: Record<string, unknown>;
};

export type Collection = { signals: CollectedSignal[]; observations: Observation[]; assets: DiscoveredAsset[] };

/**
 * One provider: the credentials it needs, how to check them, and how to turn its settings into signals. Method
 * signatures, so that connectors with different credentials still fit one `Connector<z.ZodType>` registry.
 */
export type Connector<Credentials extends z.ZodType> = {
  /** What the connect dialog asks for, in the order it asks; `credentials` validates what comes back. */
  fields: CredentialField[];
  credentials: Credentials;
  testConnection(credentials: z.output<Credentials>, options: ConnectorOptions): Promise<ConnectionTestResult>;
  /** Throws a ConnectorError when the provider cannot be read. */
  collect(credentials: z.output<Credentials>, options: ConnectorOptions): Promise<Collection>;
};
