import type { Role } from '@/contracts/enums';
import { sampleRoleDefinitions } from '@/features/accessManagement/sampleRoleDefinitions';
import type { ManagedUser } from '@/features/accessManagement/types';

const permissionsOf = (role: Role) =>
  sampleRoleDefinitions.find((definition) => definition.name === role)?.permissions ?? [];

/** Local sample data (SPEC §3): every status appears, each user holds their role's permissions. */
export const sampleManagedUsers: ManagedUser[] = [
  {
    id: 'u-1',
    name: 'Alex Morgan',
    email: 'alex.morgan@securo.dev',
    role: 'Admin',
    status: 'active',
    lastLogin: '2026-11-22T08:42:00.000Z',
    permissions: permissionsOf('Admin'),
    department: 'Security',
  },
  {
    id: 'u-2',
    name: 'Priya Raman',
    email: 'priya.raman@securo.dev',
    role: 'Compliance Manager',
    status: 'active',
    lastLogin: '2026-11-21T16:05:00.000Z',
    permissions: permissionsOf('Compliance Manager'),
    department: 'Compliance',
  },
  {
    id: 'u-3',
    name: 'Marcus Chen',
    email: 'marcus.chen@securo.dev',
    role: 'Security Analyst',
    status: 'active',
    lastLogin: '2026-11-22T07:18:00.000Z',
    permissions: permissionsOf('Security Analyst'),
    department: 'Security',
  },
  {
    id: 'u-4',
    name: 'Sofia Alvarez',
    email: 'sofia.alvarez@auditpartners.com',
    role: 'Auditor',
    status: 'pending',
    lastLogin: null,
    permissions: permissionsOf('Auditor'),
    department: 'Audit',
  },
  {
    id: 'u-5',
    name: "Liam O'Connor",
    email: 'liam.oconnor@securo.dev',
    role: 'Viewer',
    status: 'inactive',
    lastLogin: '2026-09-30T11:30:00.000Z',
    permissions: permissionsOf('Viewer'),
    department: 'IT',
  },
  {
    id: 'u-6',
    name: 'Hannah Weiss',
    email: 'hannah.weiss@securo.dev',
    role: 'Security Analyst',
    status: 'active',
    lastLogin: '2026-11-20T13:47:00.000Z',
    permissions: permissionsOf('Security Analyst'),
    department: 'IT',
  },
];
