import type { Member, MemberStatus } from '@/contracts/members';
import { rolePermissions } from '@/contracts/permissions';
import type { MemberRow } from './repository';

/** A listed row as the API answers it; removed rows never reach here (the queries leave them out). */
export const toMember = (row: MemberRow): Member => ({
  id: row.id,
  name: row.name,
  email: row.email,
  role: row.role,
  status: row.status as MemberStatus,
  lastLogin: row.last_login_at,
  department: row.department,
  permissions: [...rolePermissions[row.role]],
  createdAt: row.created_at,
});
