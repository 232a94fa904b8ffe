import {
  type CredentialField,
  type Integration,
  integrationCatalog,
  type IntegrationStatus,
  type IntegrationType,
} from '@/contracts/integrations';
import type { AnyConnector } from '../../connectors';
import { type CheckId, checks, isCheckId } from '../../frameworks/checks';
import { controlsByCheck } from '../../frameworks/controlsByCheck';
import type { SignalValues } from '../signals';
import type { IntegrationRow } from './repository';
import type { SandboxView } from './sandbox';

// Signals older than a day are still used, but the screen says they are not current.
const staleAfterMs = 24 * 60 * 60 * 1000;

export const defaultSyncIntervalMinutes = 60;

export type IntegrationView = {
  type: IntegrationType;
  row: IntegrationRow | undefined;
  connector: AnyConnector;
  /** The checks this integration has observed. */
  observed: string[];
  /** What the dialog is told while the sandbox answers for the provider. */
  sandbox: SandboxView | undefined;
};

const sandboxAddressHelp = 'Leave empty to use the built-in sandbox.';

/** While the sandbox answers for the provider, its secret says what the sandbox takes; what it supplies is optional. */
const inSandbox = (field: CredentialField, sandbox: SandboxView | undefined): CredentialField => {
  if (!sandbox) return field;
  const supplied = sandbox.supplied.includes(field.name);
  if (field.secret) return { ...field, help: sandbox.help, required: field.required && !supplied };
  return supplied ? { ...field, required: false, help: sandboxAddressHelp } : field;
};

/** The controls its checks feed, and how many of those checks fail on the organisation's signals now. */
const figures = (observed: string[], values: SignalValues, now: Date) => {
  const fed = observed.filter(isCheckId);
  const controls = new Set(
    fed.flatMap((check) => (controlsByCheck.get(check) ?? []).map((ref) => `${ref.framework}:${ref.controlId}`)),
  );
  const failing = fed.filter((check: CheckId) => checks[check].assess(values.get(check), now).score < 100);
  return { controls: controls.size, issues: failing.length };
};

export const toIntegration = (
  { type, row, connector, observed, sandbox }: IntegrationView,
  values: SignalValues,
  now: Date,
): Integration => {
  const connected = Boolean(row?.credentials);
  const lastSync = row?.last_sync_at ?? null;
  const { controls, issues } = connected ? figures(observed, values, now) : { controls: 0, issues: 0 };
  return {
    type,
    ...integrationCatalog[type],
    status: (connected ? row?.status : 'available') as IntegrationStatus,
    credentialFields: connector.fields.map((field) => inSandbox(field, sandbox)),
    account: connected ? (row?.account ?? null) : null,
    message: connected ? (row?.message ?? null) : null,
    lastSync: connected ? lastSync : null,
    syncing: connected && Boolean(row?.sync_requested_at),
    stale: connected && lastSync !== null && now.getTime() - Date.parse(lastSync) > staleAfterMs,
    nextSyncAt: connected ? (row?.next_sync_at ?? null) : null,
    syncIntervalMinutes: row?.sync_interval_minutes ?? defaultSyncIntervalMinutes,
    controls,
    issues,
  };
};
