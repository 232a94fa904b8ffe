import type { MemberActor } from '../../core/actor';
import { recordAudit } from '../../core/auditTrail/recordAudit';
import { isoNow } from '../../lib/clock';
import { csvRecord } from '../auditLogs';
import { dataCategoryLabels, type VendorDataCategory } from '@/contracts/vendorOptions';
import { vendorAuditActions } from './auditActions';
import { listAllVendorRows } from './repository';
import type { VendorDeps } from './service';

export const subprocessorHeader = ['Name', 'Service', 'Countries', 'Data categories', 'Website'];

/** The public sub-processor list: the active vendors marked as sub-processors, by name, as CSV (audited). */
export const subprocessorsCsv = async (deps: VendorDeps, actor: MemberActor) => {
  const rows = await listAllVendorRows(deps.db, actor.organizationId, { status: 'active', subprocessor: 'true' });
  const lines = rows.map((row) => [
    row.name,
    row.service,
    (JSON.parse(row.countries) as string[]).join('; '),
    (JSON.parse(row.data_categories) as VendorDataCategory[])
      .map((category) => dataCategoryLabels[category])
      .join('; '),
    row.website,
  ]);
  const at = isoNow(deps.clock);
  await deps.db.transaction().execute(async (trx) => {
    await recordAudit(trx, actor, {
      action: vendorAuditActions.subprocessorsExported,
      severity: 'info',
      category: 'data',
      details: `${actor.name} exported the sub-processor list (${rows.length} sub-processors)`,
      resource: 'vendors:subprocessors',
      at,
    });
  });
  return {
    fileName: `subprocessors-${at.slice(0, 10)}.csv`,
    csv: [subprocessorHeader, ...lines].map(csvRecord).join(''),
  };
};
