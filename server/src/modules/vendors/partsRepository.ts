import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../../db/database';
import type { VendorDocumentsTable, VendorReviewsTable } from '../../db/schema';

export type VendorDocumentRow = Selectable<VendorDocumentsTable>;
export type VendorReviewRow = Selectable<VendorReviewsTable>;

/** The documents of the vendors named, soonest expiry last so the newest of a kind is found first. */
export const listDocumentRows = (db: Db, organizationId: string, vendorIds: string[]): Promise<VendorDocumentRow[]> =>
  vendorIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('vendor_documents')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('vendor_id', 'in', vendorIds)
        .orderBy('expires_on', 'desc')
        .orderBy('linked_at', 'desc')
        .execute();

/** The reviews of the vendors named, newest first. */
export const listReviewRows = (db: Db, organizationId: string, vendorIds: string[]): Promise<VendorReviewRow[]> =>
  vendorIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('vendor_reviews')
        .selectAll()
        .where('organization_id', '=', organizationId)
        .where('vendor_id', 'in', vendorIds)
        .orderBy('reviewed_on', 'desc')
        .orderBy('created_at', 'desc')
        .execute();

export const insertDocument = async (db: Db, row: Insertable<VendorDocumentsTable>): Promise<void> => {
  await db.insertInto('vendor_documents').values(row).execute();
};

export const findDocumentRow = (db: Db, organizationId: string, vendorId: string, documentId: string) =>
  db
    .selectFrom('vendor_documents')
    .selectAll()
    .where('organization_id', '=', organizationId)
    .where('vendor_id', '=', vendorId)
    .where('id', '=', documentId)
    .executeTakeFirst();

export const deleteDocumentRow = async (db: Db, organizationId: string, documentId: string): Promise<void> => {
  await db
    .deleteFrom('vendor_documents')
    .where('organization_id', '=', organizationId)
    .where('id', '=', documentId)
    .execute();
};

export const insertReview = async (db: Db, row: Insertable<VendorReviewsTable>): Promise<void> => {
  await db.insertInto('vendor_reviews').values(row).execute();
};
