import { randomUUID } from 'node:crypto';
import type { MemberActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { AppError } from '../../core/appError';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { vendorTier } from '@/contracts/vendorTier';
import type {
  CreateVendorBody,
  UpdateVendorBody,
  VendorDetail,
  VendorFilters,
  VendorPage,
  VendorSummary,
} from '@/contracts/vendors';
import { findEvidenceRef } from '../evidence';
import { vendorAuditActions } from './auditActions';
import { deleteVendorRow, insertVendor, listVendorRows, updateVendorRow } from './repository';
import { toVendorDetail, toVendorSummary, type VendorParts } from './toVendor';
import { checkVendorFields } from './vendorFields';
import { loadVendorParts, withParts } from './vendorParts';
import { refreshVendorSignals } from './vendorSignals';

export type VendorDeps = Pick<AppDeps, 'db' | 'clock'>;
type Reader = Pick<MemberActor, 'organizationId'>;

export const vendorNotFound = 'Vendor not found';

export const calendarToday = (deps: VendorDeps) => isoNow(deps.clock).slice(0, 10);

export const requireVendor = async (deps: VendorDeps, reader: Reader, vendorId: string): Promise<VendorParts> => {
  const parts = await loadVendorParts(deps.db, reader.organizationId, vendorId);
  if (!parts) throw new AppError(404, vendorNotFound);
  return parts;
};

/** The vendor as `viewer` reads it: a document's evidence item is named only to those cleared to read the item. */
export const readVendor = async (
  deps: VendorDeps,
  viewer: Pick<MemberActor, 'organizationId' | 'userId' | 'role'>,
  vendorId: string,
): Promise<VendorDetail> => {
  const detail = toVendorDetail(await requireVendor(deps, viewer, vendorId), calendarToday(deps));
  const documents = await Promise.all(
    detail.documents.map(async (document) => {
      const visible = document.evidence && (await findEvidenceRef(deps.db, viewer, document.evidence.id));
      return { ...document, evidence: visible ? { id: visible.id, name: visible.name } : null };
    }),
  );
  return { ...detail, documents };
};

export const listVendors = async (deps: VendorDeps, reader: Reader, filters: VendorFilters): Promise<VendorPage> => {
  const { rows, total } = await listVendorRows(deps.db, reader.organizationId, filters);
  const today = calendarToday(deps);
  const { page, limit } = filters;
  return {
    vendors: (await withParts(deps.db, reader.organizationId, rows)).map((parts) => toVendorSummary(parts, today)),
    pagination: { page, limit, total, pages: Math.ceil(total / limit) },
  };
};

/** The columns a vendor's fields are stored in, its tier derived from the three answers. */
const vendorColumns = (fields: CreateVendorBody) => ({
  name: fields.name,
  name_key: fields.name.toLowerCase(),
  website: fields.website,
  service: fields.service,
  owner_id: fields.ownerId,
  data_shared: fields.dataShared,
  production_access: fields.productionAccess ? 1 : 0,
  business_impact: fields.businessImpact,
  tier: vendorTier(fields),
  data_categories: JSON.stringify(fields.dataCategories),
  countries: JSON.stringify(fields.countries),
  contract_start: fields.contractStart,
  contract_end: fields.contractEnd,
  subprocessor: fields.subprocessor ? 1 : 0,
});

const storedFields = ({ vendor }: VendorParts, view: VendorSummary): CreateVendorBody => ({
  name: vendor.name,
  website: vendor.website,
  service: vendor.service,
  ownerId: vendor.owner_id,
  dataShared: view.dataShared,
  productionAccess: view.productionAccess,
  businessImpact: view.businessImpact,
  dataCategories: view.dataCategories,
  countries: view.countries,
  contractStart: vendor.contract_start,
  contractEnd: vendor.contract_end,
  subprocessor: view.subprocessor,
});

export const createVendor = async (deps: VendorDeps, actor: MemberActor, fields: CreateVendorBody) => {
  await checkVendorFields(deps.db, actor.organizationId, fields, true);
  const at = isoNow(deps.clock);
  const vendorId = randomUUID();
  await deps.db.transaction().execute(async (trx) => {
    await insertVendor(trx, {
      id: vendorId,
      organization_id: actor.organizationId,
      ...vendorColumns(fields),
      status: 'active',
      created_at: at,
      updated_at: at,
    });
    await recordAudit(trx, actor, {
      action: vendorAuditActions.added,
      severity: 'info',
      category: 'compliance',
      details: `${actor.name} added ${fields.name} to the vendor register as tier ${vendorTier(fields)}`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
  return readVendor(deps, actor, vendorId);
};

/** Changes the fields sent; the tier follows the answers as they stand after the change. */
export const updateVendor = async (deps: VendorDeps, actor: MemberActor, vendorId: string, patch: UpdateVendorBody) => {
  const parts = await requireVendor(deps, actor, vendorId);
  const stored = storedFields(parts, toVendorSummary(parts, calendarToday(deps)));
  const { status, ...changes } = patch;
  const fields: CreateVendorBody = {
    ...stored,
    ...Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)),
  };
  await checkVendorFields(deps.db, actor.organizationId, fields, fields.ownerId !== stored.ownerId);
  const at = isoNow(deps.clock);
  const offboarding = status === 'offboarded' && parts.vendor.status !== 'offboarded';
  await deps.db.transaction().execute(async (trx) => {
    await updateVendorRow(trx, actor.organizationId, vendorId, {
      ...vendorColumns(fields),
      ...(status ? { status } : {}),
      updated_at: at,
    });
    await recordAudit(trx, actor, {
      action: offboarding ? vendorAuditActions.offboarded : vendorAuditActions.updated,
      severity: 'info',
      category: 'compliance',
      details: offboarding
        ? `${actor.name} offboarded ${fields.name}`
        : `${actor.name} updated ${fields.name} in the vendor register (${Object.keys(patch).join(', ')})`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
  return readVendor(deps, actor, vendorId);
};

/** Removes the vendor with its document links and reviews; the evidence items stay in the locker. */
export const removeVendor = async (deps: VendorDeps, actor: MemberActor, vendorId: string): Promise<void> => {
  const { vendor } = await requireVendor(deps, actor, vendorId);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await deleteVendorRow(trx, actor.organizationId, vendorId);
    await recordAudit(trx, actor, {
      action: vendorAuditActions.removed,
      severity: 'warning',
      category: 'compliance',
      details: `${actor.name} removed ${vendor.name} from the vendor register`,
      resource: `vendor:${vendorId}`,
      at,
    });
  });
  await refreshVendorSignals(deps.db, actor.organizationId, at);
};
