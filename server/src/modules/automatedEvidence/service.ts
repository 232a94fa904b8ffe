import type { AutomatedEvidence, AutomatedEvidenceFile, AutomatedEvidenceParams } from '@/contracts/automatedEvidence';
import type { Db } from '../../db/database';
import { AppError } from '../../core/appError';
import { type Clock, isoNow } from '../../lib/clock';
import type { AuditActor } from '../auditLogs';
import { recordAutomatedEvidenceDownload } from './audit';
import { findObservation, listObservations } from './repository';
import { describeObservation, isExpired } from './describeObservation';

export type AutomatedEvidenceDeps = { db: Db; clock: Clock };
export type AutomatedEvidenceDownload = { fileName: string; file: AutomatedEvidenceFile };

// Whatever the reason (no such integration or check, never observed, another organisation's), the same answer.
const notFound = () => new AppError(404, 'Automated evidence not found');

export const listAutomatedEvidence = async (
  deps: AutomatedEvidenceDeps,
  organizationId: string,
): Promise<AutomatedEvidence[]> => {
  const now = deps.clock();
  return (await listObservations(deps.db, organizationId)).flatMap((row) => {
    const described = describeObservation(row);
    return described ? [{ ...described, expired: isExpired(row.expires_at, now) }] : [];
  });
};

/** The observation as a file and the name to save it under; a download (not a read in the page) is audited. */
export const openAutomatedEvidence = async (
  deps: AutomatedEvidenceDeps,
  actor: AuditActor,
  { integration, check }: AutomatedEvidenceParams,
  disposition: 'inline' | 'attachment',
): Promise<AutomatedEvidenceDownload> => {
  const row = await findObservation(deps.db, actor.organizationId, integration, check);
  const described = row && describeObservation(row);
  if (!row || !described) throw notFound();
  const file: AutomatedEvidenceFile = { ...described, data: JSON.parse(row.data) as unknown };
  if (disposition === 'attachment') {
    const details =
      `${actor.userLabel} downloaded the ${described.integrationName} evidence for ${described.checkName}, ` +
      `collected ${described.collectedAt}`;
    const now = isoNow(deps.clock);
    await deps.db
      .transaction()
      .execute((trx) => recordAutomatedEvidenceDownload(trx, actor, { integration, check, details }, now));
  }
  return { fileName: `${integration}-${check}-${described.collectedAt.slice(0, 10)}.json`, file };
};
