import type { Db } from '../../db/database';
import { listSignals, upsertSignal } from './repository';
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

export const loadSignalValues = async (db: Db, organizationId: string): Promise<SignalValues> =>
  new Map((await listSignals(db, organizationId)).map((signal) => [signal.key, signal.value]));
