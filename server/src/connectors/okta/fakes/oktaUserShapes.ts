import type { FactorType, RoleType, SandboxUser } from './oktaModel';

// Okta's JSON for users, their factors and roles: the fields the connector reads, and enough of the rest to look real.

const dayMs = 24 * 60 * 60 * 1000;

export const daysBefore = (now: Date, days: number): string => new Date(now.getTime() - days * dayMs).toISOString();

/** Okta ids are 20 characters: a 3-character prefix by kind, then 17. */
export const oktaId = (prefix: string, index: number, kind: string) =>
  `${prefix}${String(index + 1).padStart(7, '0')}${kind.padEnd(10, 'x').slice(0, 10)}`;

const titleCase = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

export const userShape = (apiUrl: string, now: Date, user: SandboxUser, id: string) => {
  const [firstName, lastName = 'Acme'] = user.login.split('@')[0].split('.').map(titleCase);
  const activated = daysBefore(now, user.activatedDaysAgo);
  return {
    id,
    status: user.status,
    created: daysBefore(now, user.activatedDaysAgo + 1),
    activated: user.activatedAtCreation ? null : activated,
    statusChanged: activated,
    lastLogin: user.lastLoginDaysAgo === null ? null : daysBefore(now, user.lastLoginDaysAgo),
    lastUpdated: activated,
    passwordChanged: user.lastLoginDaysAgo === null ? null : activated,
    type: { id: 'oty1sandbox0000000g4' },
    profile: { firstName, lastName, mobilePhone: null, secondEmail: null, login: user.login, email: user.login },
    credentials: { password: {}, provider: { type: 'OKTA', name: 'OKTA' } },
    _links: { self: { href: `${apiUrl}/api/v1/users/${id}` } },
  };
};

const factorDetails: Record<FactorType, { provider: string; profile: Record<string, string> }> = {
  push: { provider: 'OKTA', profile: { deviceType: 'SmartPhone_IPhone', name: 'iPhone', platform: 'IOS' } },
  signed_nonce: { provider: 'OKTA', profile: { deviceType: 'Desktop', name: 'MacBook Pro', platform: 'MACOS' } },
  webauthn: { provider: 'FIDO', profile: { authenticatorName: 'YubiKey 5 NFC' } },
  u2f: { provider: 'FIDO', profile: { version: 'U2F_V2' } },
  sms: { provider: 'OKTA', profile: { phoneNumber: '+1-555-0100' } },
  email: { provider: 'OKTA', profile: {} },
  question: {
    provider: 'OKTA',
    profile: { question: 'disliked_food', questionText: 'What is the food you least liked?' },
  },
};

export const factorShape = (
  apiUrl: string,
  now: Date,
  userId: string,
  factorType: FactorType,
  index: number,
  status: 'ACTIVE' | 'PENDING_ACTIVATION',
) => {
  const { provider, profile } = factorDetails[factorType];
  const id = oktaId('ufs', index, factorType.replace(/\W/g, ''));
  return {
    id,
    factorType,
    provider,
    vendorName: provider,
    status,
    created: daysBefore(now, 30),
    lastUpdated: daysBefore(now, 30),
    profile,
    _links: {
      self: { href: `${apiUrl}/api/v1/users/${userId}/factors/${id}` },
      user: { href: `${apiUrl}/api/v1/users/${userId}` },
    },
  };
};

const roleLabels: Record<RoleType, string> = {
  SUPER_ADMIN: 'Super Administrator',
  ORG_ADMIN: 'Organization Administrator',
  READ_ONLY_ADMIN: 'Read-only Administrator',
  HELP_DESK_ADMIN: 'Help Desk Administrator',
};

export const roleShape = (apiUrl: string, userId: string, type: RoleType, viaGroup = false) => ({
  id: oktaId('ra1', type.length, type.replace(/_/g, '')),
  label: roleLabels[type],
  type,
  status: 'ACTIVE',
  created: '2024-02-06T16:17:40.000Z',
  lastUpdated: '2024-02-06T16:17:40.000Z',
  assignmentType: viaGroup ? 'GROUP' : 'USER',
  _links: {
    assignee: {
      href: viaGroup ? `${apiUrl}/api/v1/groups/00g1sandboxAdmins0g4` : `${apiUrl}/api/v1/users/${userId}`,
    },
  },
});

export const assigneeShape = (apiUrl: string, userId: string) => ({
  id: userId,
  orn: `orn:okta:idp:00o1sandbox0000000g4:users:${userId}`,
  _links: {
    self: { href: `${apiUrl}/api/v1/users/${userId}` },
    roles: { href: `${apiUrl}/api/v1/users/${userId}/roles` },
  },
});

/** Okta's error body. */
export const oktaError = (errorCode: string, errorSummary: string) => ({
  errorCode,
  errorSummary,
  errorLink: errorCode,
  errorId: `oae${errorCode}Sandbox`,
  errorCauses: [],
});
