import type { AutomatedEvidence, AutomatedEvidenceFile, AutomatedEvidenceParams } from '@/contracts/automatedEvidence';
import type { Actor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { automatedEvidenceDownloaded } from './auditActions';
import { findObservation, listObservations } from './repository';
import { describeObservation, isExpired } from './describeObservation';

export type AutomatedEvidenceDownload = { fileName: string; file: AutomatedEvidenceFile };

// Whatever the reason (no such integration or check, never observed, another organisation's), the same answer.
const notFound = () => new AppError(404, 'Automated evidence not found');

export const listAutomatedEvidence = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  organizationId: string,
): Promise<AutomatedEvidence[]> => {
  const now = deps.clock();
  return (await listObservations(deps.db, organizationId)).flatMap((row) => {
    const described = describeObservation(row);
    return described ? [{ ...described, expired: isExpired(row.expires_at, now) }] : [];
  });
};

/**
 * The observation as a file and the name to save it under; a download (not a read in the page) is audited, as
 * evidence downloads are: reading evidence is data access.
 */
export const openAutomatedEvidence = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  actor: Actor,
  { integration, check }: AutomatedEvidenceParams,
  disposition: 'inline' | 'attachment',
): Promise<AutomatedEvidenceDownload> => {
  const row = await findObservation(deps.db, actor.organizationId, integration, check);
  const described = row && describeObservation(row);
  if (!row || !described) throw notFound();
  const file: AutomatedEvidenceFile = { ...described, data: JSON.parse(row.data) as unknown };
  if (disposition === 'attachment') {
    const details =
      `${actor.name} downloaded the ${described.integrationName} evidence for ${described.checkName}, ` +
      `collected ${described.collectedAt}`;
    const at = isoNow(deps.clock);
    await deps.db.transaction().execute((trx) =>
      recordAudit(trx, actor, {
        action: automatedEvidenceDownloaded,
        severity: 'info',
        category: 'data',
        details,
        resource: `automated-evidence:${integration}:${check}`,
        at,
      }),
    );
  }
  return { fileName: `${integration}-${check}-${described.collectedAt.slice(0, 10)}.json`, file };
};
