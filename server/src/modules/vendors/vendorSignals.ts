import type { Db } from '../../db/database';
import { upsertSignal } from '../signals';
import { listAllVendorRows, type VendorRow } from './repository';
import { vendorStanding } from './toVendor';
import { withParts } from './vendorParts';

export const vendorSignalSource = 'Vendors in Securo';

// Measured from the register itself, so it outranks a value imported for the same check.
const measuredBy = 'vendors';

/** A vendor we send data to: any category of data, or any information at all. */
export const handlesData = (vendor: Pick<VendorRow, 'data_shared' | 'data_categories'>) =>
  vendor.data_shared !== 'none' || (JSON.parse(vendor.data_categories) as string[]).length > 0;

/**
 * The vendor review check's ratio: of the active vendors handling our data, those in good standing, with a current
 * review and no open finding.
 */
export const refreshVendorSignals = async (db: Db, organizationId: string, at: string): Promise<void> => {
  const handling = (await listAllVendorRows(db, organizationId, { status: 'active' })).filter(handlesData);
  const today = at.slice(0, 10);
  const standings = (await withParts(db, organizationId, handling)).map((parts) => vendorStanding(parts, today));
  const compliant = standings.filter((standing) => standing.reviewCurrent && standing.findings.length === 0).length;
  await upsertSignal(db, organizationId, {
    key: 'vendors.reviewed',
    value: { compliant, total: standings.length },
    source: vendorSignalSource,
    integration: measuredBy,
    observedAt: at,
  });
};
