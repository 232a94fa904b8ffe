import type { Role } from '@/contracts/enums';

export type ManagedUserStatus = 'active' | 'inactive' | 'pending';
export type Department = 'Security' | 'Compliance' | 'IT' | 'Audit';

export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  role: Role;
  status: ManagedUserStatus;
  /** ISO date; null for someone who has not signed in yet. */
  lastLogin: string | null;
  permissions: string[];
  department: Department;
};

export type RoleDefinition = {
  name: Role;
  description: string;
  permissions: string[];
};
