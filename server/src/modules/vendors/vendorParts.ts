import type { Db } from '../../db/database';
import { listDocumentRows, listReviewRows } from './partsRepository';
import { findVendorRow, type VendorWithOwner } from './repository';
import type { VendorParts } from './toVendor';

const byVendor = <Row extends { vendor_id: string }>(rows: Row[]) => {
  const grouped = new Map<string, Row[]>();
  for (const row of rows) grouped.set(row.vendor_id, [...(grouped.get(row.vendor_id) ?? []), row]);
  return grouped;
};

/** The vendors' documents and reviews, fetched in two queries whatever their number. */
export const withParts = async (db: Db, organizationId: string, vendors: VendorWithOwner[]): Promise<VendorParts[]> => {
  const ids = vendors.map((vendor) => vendor.id);
  const [documents, reviews] = await Promise.all([
    listDocumentRows(db, organizationId, ids),
    listReviewRows(db, organizationId, ids),
  ]);
  const documentsOf = byVendor(documents);
  const reviewsOf = byVendor(reviews);
  return vendors.map((vendor) => ({
    vendor,
    documents: documentsOf.get(vendor.id) ?? [],
    reviews: reviewsOf.get(vendor.id) ?? [],
  }));
};

export const loadVendorParts = async (
  db: Db,
  organizationId: string,
  vendorId: string,
): Promise<VendorParts | undefined> => {
  const vendor = await findVendorRow(db, organizationId, vendorId);
  return vendor && (await withParts(db, organizationId, [vendor]))[0];
};
