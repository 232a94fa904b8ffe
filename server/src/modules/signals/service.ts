import type { Db } from '../../db/database';
import { loadAttestationSignals } from '../attestations';
import { loadEvidenceSignals } from '../evidence';
import { combineSources } from './combine';
import { listSignals, type StoredSignal, upsertSignal } from './repository';
import { validateSignal } from './validation';

export type SignalValues = ReadonlyMap<string, unknown>;

/** Validates every signal before storing any, so a bad import changes nothing. */
export const recordSignals = async (db: Db, organizationId: string, inputs: unknown[]): Promise<number> => {
  const signals = inputs.map(validateSignal);
  await db.transaction().execute(async (trx) => {
    for (const signal of signals) await upsertSignal(trx, organizationId, signal);
  });
  return signals.length;
};

/** The better of two signals for one check: the later date, or a policy defined by either. */
const better = (stored: StoredSignal | undefined, fromEvidence: StoredSignal): StoredSignal => {
  if (!stored) return fromEvidence;
  if (typeof stored.value === 'string' && typeof fromEvidence.value === 'string') {
    return stored.value >= fromEvidence.value ? stored : fromEvidence;
  }
  return stored.value === true ? stored : fromEvidence;
};

/** What an approved attestation changes: nothing a connector measured; an older declaration (an import) it replaces. */
const attested = (stored: StoredSignal | undefined, attestation: StoredSignal): StoredSignal =>
  stored && (stored.integration || stored.observedAt > attestation.observedAt) ? stored : attestation;

/**
 * The organisation's signals as an assessment sees them: one value per check from its systems (integrations, imports;
 * see combineSources), the latest approved attestation of a check where no connector measured it (a standing one, or
 * where none stands the one that lapsed, so the issue says so), and for procedural checks its approved, unexpired
 * evidence where that tells more (docs/integrations.md).
 */
export const loadEffectiveSignals = async (db: Db, organizationId: string, now: Date): Promise<StoredSignal[]> => {
  const signals = new Map(combineSources(await listSignals(db, organizationId)).map((signal) => [signal.key, signal]));
  for (const signal of await loadAttestationSignals(db, organizationId, now)) {
    signals.set(signal.key, attested(signals.get(signal.key), signal));
  }
  for (const signal of await loadEvidenceSignals(db, organizationId, now)) {
    signals.set(signal.key, better(signals.get(signal.key), signal));
  }
  return [...signals.values()];
};

export const loadSignalValues = async (db: Db, organizationId: string, now: Date): Promise<SignalValues> =>
  new Map((await loadEffectiveSignals(db, organizationId, now)).map((signal) => [signal.key, signal.value]));

/** What each integration itself collected, by integration: its card's figures are its own, whoever else measures. */
export const loadCollectedValues = async (
  db: Db,
  organizationId: string,
): Promise<ReadonlyMap<string, SignalValues>> => {
  const byIntegration = new Map<string, Map<string, unknown>>();
  for (const signal of await listSignals(db, organizationId)) {
    if (!signal.integration) continue;
    const values = byIntegration.get(signal.integration) ?? new Map<string, unknown>();
    byIntegration.set(signal.integration, values.set(signal.key, signal.value));
  }
  return byIntegration;
};
