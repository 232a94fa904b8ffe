import { type Insertable, type Selectable, sql, type SqlBool, type Updateable } from 'kysely';
import type { Db } from '../../db/database';
import type { VendorsTable } from '../../db/schema';
import type { VendorFilters } from '@/contracts/vendors';

export type VendorRow = Selectable<VendorsTable>;
export type VendorWithOwner = VendorRow & { owner_name: string | null };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

const withOwner = (db: Db, organizationId: string) =>
  db
    .selectFrom('vendors')
    .leftJoin('users', (join) =>
      join.onRef('users.id', '=', 'vendors.owner_id').on('users.organization_id', '=', organizationId),
    )
    .selectAll('vendors')
    .select('users.name as owner_name')
    .where('vendors.organization_id', '=', organizationId);

type ListFilters = Omit<VendorFilters, 'page' | 'limit'>;

const filtered = (db: Db, organizationId: string, filters: ListFilters) => {
  let query = withOwner(db, organizationId);
  if (filters.tier) query = query.where('vendors.tier', '=', filters.tier);
  if (filters.status) query = query.where('vendors.status', '=', filters.status);
  if (filters.subprocessor) query = query.where('vendors.subprocessor', '=', filters.subprocessor === 'true' ? 1 : 0);
  if (filters.search) {
    const pattern = `%${escapeLike(filters.search.toLowerCase())}%`;
    query = query.where(sql<SqlBool>`vendors.name_key like ${pattern} escape '\\'`);
  }
  return query;
};

/** A page of the organisation's vendors by name, and how many match in all. */
export const listVendorRows = async (db: Db, organizationId: string, filters: VendorFilters) => {
  const { count } = await filtered(db, organizationId, filters)
    .clearSelect()
    .select((eb) => eb.fn.countAll<string | number>().as('count'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, organizationId, filters)
    .orderBy('vendors.name_key')
    .orderBy('vendors.id')
    .limit(filters.limit)
    .offset((filters.page - 1) * filters.limit)
    .execute();
  return { rows, total: Number(count) };
};

/** Every vendor matching the filters, by name: the register as a whole, for the signal and the exports. */
export const listAllVendorRows = (db: Db, organizationId: string, filters: ListFilters): Promise<VendorWithOwner[]> =>
  filtered(db, organizationId, filters).orderBy('vendors.name_key').orderBy('vendors.id').execute();

export const findVendorRow = (db: Db, organizationId: string, vendorId: string): Promise<VendorWithOwner | undefined> =>
  withOwner(db, organizationId).where('vendors.id', '=', vendorId).executeTakeFirst();

export const insertVendor = async (db: Db, row: Insertable<VendorsTable>): Promise<void> => {
  await db.insertInto('vendors').values(row).execute();
};

export const updateVendorRow = async (
  db: Db,
  organizationId: string,
  vendorId: string,
  patch: Updateable<VendorsTable>,
): Promise<void> => {
  await db
    .updateTable('vendors')
    .set(patch)
    .where('organization_id', '=', organizationId)
    .where('id', '=', vendorId)
    .execute();
};

export const deleteVendorRow = async (db: Db, organizationId: string, vendorId: string): Promise<void> => {
  await db.deleteFrom('vendors').where('organization_id', '=', organizationId).where('id', '=', vendorId).execute();
};
