export type RoleName = 'Admin' | 'Compliance Manager' | 'Security Analyst' | 'Auditor' | 'Viewer';
export type ManagedUserStatus = 'active' | 'inactive' | 'pending';
export type Department = 'Security' | 'Compliance' | 'IT' | 'Audit';

export type ManagedUser = {
  id: string;
  name: string;
  email: string;
  role: RoleName;
  status: ManagedUserStatus;
  /** ISO date; null for someone who has not signed in yet. */
  lastLogin: string | null;
  permissions: string[];
  department: Department;
};

export type RoleDefinition = {
  name: RoleName;
  description: string;
  permissions: string[];
};
