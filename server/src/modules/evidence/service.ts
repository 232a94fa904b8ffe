import { randomUUID } from 'node:crypto';
import { type Readable, pipeline } from 'node:stream';
import { frameworks } from '../../frameworks';
import type { Actor, MemberActor } from '../../core/actor';
import type { AppDeps, EvidenceStorage } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { type Clock, isoNow } from '../../lib/clock';
import { controlLabel } from '@/contracts/controls';
import { frameworkLabels } from '@/contracts/enums';
import type { EvidenceItem, EvidenceUploadFields, RelatedControl } from '@/contracts/evidence';
import { evidenceAuditActions, evidenceChange, evidenceRead } from './auditActions';
import { sanitizeFileName } from './fileName';
import { type Inspected, UploadInspection } from './inspection';
import {
  countEvidence,
  type EvidenceFilter,
  findVersion,
  findVisibleEvidence,
  insertEvidence,
  insertVersion,
  listAccess,
  listEvidence,
  listVersions,
  nextVersionNumber,
  recordAccess,
  summarizeEvidence,
  type VersionRow,
} from './repository';
import { toEvidence, toVersion } from './toEvidence';
import type { EvidenceViewer } from './visibility';

export type EvidenceDeps = Pick<AppDeps, 'db' | 'clock'> & { evidence: EvidenceStorage };

/** Whether the app keeps an evidence locker: it does only with somewhere to keep the files. */
export const keepsEvidence = <Deps extends Pick<AppDeps, 'evidence'>>(
  deps: Deps,
): deps is Deps & { evidence: EvidenceStorage } => deps.evidence !== null;

export type IncomingFile = { stream: Readable; fileName: string | undefined };

export const evidenceNotFound = () => new AppError(404, 'Evidence not found');

export const evidenceTarget = (id: string) => ({ kind: 'evidence' as const, id });

const today = (clock: Clock) => isoNow(clock).slice(0, 10);

const checkControls = (controls: RelatedControl[]) => {
  for (const { framework, controlId } of controls) {
    if (!frameworks[framework].controls.some((control) => control.id === controlId)) {
      throw new AppError(400, `Unknown control "${controlLabel(controlId)}" in ${frameworkLabels[framework]}`);
    }
  }
};

/**
 * Streams the file through its inspection into the store under `key`. Whatever fails (too large, a refused kind,
 * the client gone, the store) leaves nothing stored and is answered with the inspection's reason when it has one.
 */
export const storeInspected = async (storage: EvidenceStorage, key: string, file: IncomingFile): Promise<Inspected> => {
  const inspection = new UploadInspection(sanitizeFileName(file.fileName), storage.maxBytes);
  const body = pipeline(file.stream, inspection, () => undefined);
  try {
    await storage.store.put(key, body);
  } catch (error) {
    throw inspection.errored ?? error;
  }
  return inspection.result();
};

/** The database change for a stored file; if it fails, the file goes too, so nothing is half-stored. */
const commitOrRemove = async <T>(deps: EvidenceDeps, key: string, commit: () => Promise<T>): Promise<T> => {
  try {
    return await commit();
  } catch (error) {
    await deps.evidence.store.delete(key);
    throw error;
  }
};

export const versionRow = (
  uploader: Pick<Actor, 'userId' | 'name'>,
  evidenceId: string,
  version: number,
  file: IncomingFile,
  inspected: Inspected,
  key: string,
  now: string,
): VersionRow => ({
  id: key.split('/').pop() ?? randomUUID(),
  evidence_id: evidenceId,
  version,
  file_name: sanitizeFileName(file.fileName),
  media_type: inspected.mediaType,
  type_label: inspected.label,
  size_bytes: inspected.sizeBytes,
  sha256: inspected.sha256,
  storage_key: key,
  uploaded_by: uploader.userId,
  uploaded_by_label: uploader.name,
  created_at: now,
});

export const storageKey = (organizationId: string, evidenceId: string) =>
  `${organizationId}/${evidenceId}/${randomUUID()}`;

export const readVisible = async (deps: Pick<AppDeps, 'db'>, member: EvidenceViewer, id: string) => {
  const found = await findVisibleEvidence(deps.db, member, id);
  if (!found) throw evidenceNotFound();
  return found;
};

/** A new item, pending review, with its first version. */
export const uploadEvidence = async (
  deps: EvidenceDeps,
  member: MemberActor,
  fields: EvidenceUploadFields,
  file: IncomingFile,
): Promise<EvidenceItem> => {
  const controls = fields.controls ?? [];
  checkControls(controls);
  if (fields.validUntil && fields.validUntil < today(deps.clock)) {
    throw new AppError(400, 'validUntil must not be in the past');
  }
  const id = randomUUID();
  const key = storageKey(member.organizationId, id);
  const inspected = await storeInspected(deps.evidence, key, file);
  const now = isoNow(deps.clock);
  const version = versionRow(member, id, 1, file, inspected, key, now);
  await commitOrRemove(deps, key, () =>
    deps.db.transaction().execute(async (trx) => {
      await insertEvidence(
        trx,
        {
          id,
          organization_id: member.organizationId,
          name: fields.name,
          category: fields.category,
          description: fields.description ?? '',
          tags: JSON.stringify([...new Set(fields.tags ?? [])]),
          confidentiality: fields.confidentiality,
          status: 'pending',
          valid_until: fields.validUntil ?? null,
          uploaded_by: member.userId,
          uploaded_by_label: member.name,
          created_at: now,
          updated_at: now,
          current_version: 1,
          reviewed_by_label: null,
          reviewed_at: null,
          review_note: null,
        },
        controls,
        version,
      );
      await recordAudit(trx, member, {
        action: evidenceAuditActions.uploaded,
        ...evidenceChange,
        details: `${member.name} uploaded ${fields.name} (${inspected.label}, sha256 ${inspected.sha256})`,
        resource: `evidence:${id}`,
        at: now,
      });
    }),
  );
  return toEvidence(await readVisible(deps, member, id), today(deps.clock));
};

/** A new version of an item: the earlier ones are kept; the item is pending review again. */
export const addEvidenceVersion = async (
  deps: EvidenceDeps,
  member: MemberActor,
  id: string,
  file: IncomingFile,
): Promise<EvidenceItem> => {
  const { item } = await readVisible(deps, member, id);
  const key = storageKey(member.organizationId, id);
  const inspected = await storeInspected(deps.evidence, key, file);
  const now = isoNow(deps.clock);
  await commitOrRemove(deps, key, () =>
    deps.db.transaction().execute(async (trx) => {
      const number = await nextVersionNumber(trx, id);
      await insertVersion(trx, versionRow(member, id, number, file, inspected, key, now));
      await recordAudit(trx, member, {
        action: evidenceAuditActions.versionAdded,
        ...evidenceChange,
        details: `${member.name} added version ${number} of ${item.name} (sha256 ${inspected.sha256})`,
        resource: `evidence:${id}`,
        at: now,
      });
    }),
  );
  return toEvidence(await readVisible(deps, member, id), today(deps.clock));
};

/** Valid until within the next 30 days (today included). */
const expiringWindow = (clock: Clock) => ({
  today: today(clock),
  by: new Date(clock().getTime() + 30 * 86_400_000).toISOString().slice(0, 10),
});

export const summarizeVisibleEvidence = (deps: Pick<AppDeps, 'db' | 'clock'>, viewer: EvidenceViewer) =>
  summarizeEvidence(deps.db, viewer, expiringWindow(deps.clock));

export type EvidenceListFilter = Omit<EvidenceFilter, 'expiringBy'> & { expiringSoon?: boolean };

/** Items the viewer may see, newest change first; expiring soon means valid until within 30 days. */
export const listVisibleEvidence = async (
  deps: Pick<AppDeps, 'db' | 'clock'>,
  viewer: EvidenceViewer,
  { expiringSoon, ...filter }: EvidenceListFilter,
  page: { page: number; limit: number },
) => {
  const now = today(deps.clock);
  const where: EvidenceFilter = { ...filter, ...(expiringSoon ? { expiringBy: expiringWindow(deps.clock) } : {}) };
  const [total, rows] = await Promise.all([
    countEvidence(deps.db, viewer, where),
    listEvidence(deps.db, viewer, where, { offset: (page.page - 1) * page.limit, limit: page.limit }),
  ]);
  return {
    items: rows.map((row) => toEvidence(row, now)),
    pagination: { page: page.page, limit: page.limit, total, pages: Math.ceil(total / page.limit) },
  };
};

export const readEvidenceDetails = async (deps: Pick<AppDeps, 'db' | 'clock'>, viewer: EvidenceViewer, id: string) => {
  const found = await readVisible(deps, viewer, id);
  const [versions, access] = await Promise.all([listVersions(deps.db, id), listAccess(deps.db, id)]);
  return {
    ...toEvidence(found, today(deps.clock)),
    versions: versions.map(toVersion),
    accessHistory: access.map((row) => ({
      action: row.action as 'viewed' | 'downloaded',
      version: row.version,
      by: row.actor_label,
      at: row.at,
    })),
  };
};

export type EvidenceFile = { stream: Readable; fileName: string; mediaType: string; sizeBytes: number };

/**
 * One version's bytes, streamed from the store. Viewing (in the browser) and downloading both count as an access
 * with the version in the item's history; a download is also audited.
 */
export const openEvidenceFile = async (
  deps: EvidenceDeps,
  member: MemberActor,
  id: string,
  versionNumber: number,
  action: 'viewed' | 'downloaded',
): Promise<EvidenceFile> => {
  const { item } = await readVisible(deps, member, id);
  const version = await findVersion(deps.db, id, versionNumber);
  if (!version) throw new AppError(404, 'Version not found');
  const stream = await deps.evidence.store.get(version.storage_key);
  const now = isoNow(deps.clock);
  try {
    await deps.db.transaction().execute(async (trx) => {
      await recordAccess(trx, {
        id: randomUUID(),
        evidenceId: id,
        version: version.version,
        action,
        actor: member.name,
        at: now,
      });
      if (action === 'downloaded') {
        await recordAudit(trx, member, {
          action: evidenceAuditActions.downloaded,
          ...evidenceRead,
          details: `${member.name} downloaded ${item.name} (version ${version.version})`,
          resource: `evidence:${id}`,
          at: now,
        });
      }
    });
  } catch (error) {
    stream.destroy();
    throw error;
  }
  return { stream, fileName: version.file_name, mediaType: version.media_type, sizeBytes: version.size_bytes };
};
