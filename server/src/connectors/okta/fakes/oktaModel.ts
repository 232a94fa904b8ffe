export type FactorType = 'push' | 'signed_nonce' | 'webauthn' | 'u2f' | 'sms' | 'email' | 'question';

export type RoleType = 'SUPER_ADMIN' | 'ORG_ADMIN' | 'READ_ONLY_ADMIN' | 'HELP_DESK_ADMIN';

export type SandboxUser = {
  login: string;
  status: 'ACTIVE' | 'SUSPENDED';
  /** Okta leaves `activated` empty for a user activated as it was created. */
  activatedAtCreation?: boolean;
  activatedDaysAgo: number;
  lastLoginDaysAgo: number | null;
  factors: FactorType[];
  /** Enrolled but never activated: no use for signing in. */
  pendingFactors?: FactorType[];
  roles?: { type: RoleType; viaGroup?: boolean }[];
};

export type Enrollment = 'REQUIRED' | 'OPTIONAL' | 'NOT_ALLOWED';

export type SandboxEnrollmentPolicy = { name: string; active: boolean; enroll: Record<string, Enrollment> };

export type SandboxSessionRule = {
  name: string;
  active?: boolean;
  access?: 'ALLOW' | 'DENY';
  requireFactor: boolean;
  idleMinutes: number;
  lifetimeMinutes: number;
};

export type SandboxPasswordPolicy = {
  name: string;
  provider: 'OKTA' | 'ACTIVE_DIRECTORY';
  minLength: number;
  historyCount: number;
  maxAttempts: number;
};

export type SandboxOrg = {
  /** Classic Engine orgs describe enrollment by factor; Identity Engine orgs by authenticator. */
  engine: 'classic' | 'identityEngine';
  enrollmentPolicies: SandboxEnrollmentPolicy[];
  signOnPolicies: { name: string; rules: SandboxSessionRule[] }[];
  passwordPolicies: SandboxPasswordPolicy[];
  users: SandboxUser[];
};

/** The account the sandbox's token belongs to: what /api/v1/users/me answers. */
export const sandboxAuditLogin = 'securo.audit@acme.example';
