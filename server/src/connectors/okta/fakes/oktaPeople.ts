import { type FactorType, sandboxAuditLogin, type SandboxUser } from './oktaModel';

/** `count` people named prefix.001@acme.example onwards, each described by their index. */
export const people = (prefix: string, count: number, user: (index: number) => Omit<SandboxUser, 'login'>) =>
  Array.from({ length: count }, (_, index) => ({
    login: `${prefix}.${String(index + 1).padStart(3, '0')}@acme.example`,
    ...user(index),
  }));

/** An employee who signed in within the last month. */
export const staff = (factors: FactorType[]) => (index: number) => ({
  status: 'ACTIVE' as const,
  activatedDaysAgo: 400 - index,
  lastLoginDaysAgo: index % 30,
  factors,
});

export const admin = (
  login: string,
  factors: FactorType[],
  ...roles: NonNullable<SandboxUser['roles']>
): SandboxUser => ({
  login,
  status: 'ACTIVE',
  activatedDaysAgo: 700,
  lastLoginDaysAgo: 1,
  factors,
  roles,
});

/** The read-only admin whose token the sandbox answers. */
export const auditor = admin(sandboxAuditLogin, ['signed_nonce'], { type: 'READ_ONLY_ADMIN' });

/** Suspended leavers: not active, so no check counts them. */
export const departed: SandboxUser[] = people('former', 4, () => ({
  status: 'SUSPENDED',
  activatedDaysAgo: 900,
  lastLoginDaysAgo: 200,
  factors: [],
}));
