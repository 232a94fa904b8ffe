import { oktaBaseline } from '../../frameworks/checks/okta';
import { type Fact, share } from '../facts';
import type { Admin } from './admins';
import type { UserPosture } from './users';

const dayMs = 24 * 60 * 60 * 1000;

const { inactiveAfterDays } = oktaBaseline;

// Email and security questions are recovery methods, not second factors: whoever holds the mailbox or the answers passes.
const notSecondFactors = new Set(['email', 'question']);

// FIDO2/WebAuthn (security keys, passkeys), U2F, and Okta FastPass (signed_nonce) are bound to the site they sign in to.
const phishingResistantFactors = new Set(['webauthn', 'u2f', 'signed_nonce']);

const hasSecondFactor = (user: UserPosture): boolean => user.factors.some((factor) => !notSecondFactors.has(factor));

// A user who never signed in is measured from their activation.
const isInactive = (user: UserPosture, now: Date): boolean =>
  now.getTime() - Date.parse(user.lastLogin ?? user.activated) >= inactiveAfterDays * dayMs;

const administrators = (users: UserPosture[], admins: Admin[]) => {
  const usersById = new Map(users.map((user) => [user.id, user]));
  // Admins who cannot sign in (suspended, deactivated) hold no session to protect.
  return admins.flatMap((admin) => {
    const user = usersById.get(admin.id);
    if (!user) return [];
    const phishingResistant = user.factors.filter((factor) => phishingResistantFactors.has(factor));
    return [{ login: user.login, roles: admin.roles, phishingResistantFactors: phishingResistant }];
  });
};

/** The facts of the org's people: who signs in with a second factor, who stopped signing in, who administers. */
export const peopleFacts = (users: UserPosture[], admins: Admin[], now: Date): Fact[] => {
  const loginOf = new Map(users.map((user) => [user.id, user.login]));
  const activeAdministrators = administrators(users, admins);
  return [
    {
      check: 'okta.inactiveUsers',
      value: share(users, (user) => !isInactive(user, now)),
      data: {
        inactiveAfterDays,
        inactiveUsers: users
          .filter((user) => isInactive(user, now))
          .map(({ login, activated, lastLogin }) => ({ login, activated, lastLogin })),
      },
    },
    {
      check: 'okta.superAdminCount',
      value: admins.filter((admin) => admin.roles.includes('SUPER_ADMIN')).length,
      data: {
        superAdmins: admins
          .filter((admin) => admin.roles.includes('SUPER_ADMIN'))
          .map((admin) => loginOf.get(admin.id) ?? admin.id),
      },
    },
    {
      check: 'okta.adminPhishingResistantMfa',
      value: share(activeAdministrators, (admin) => admin.phishingResistantFactors.length > 0),
      data: { administrators: activeAdministrators },
    },
    {
      check: 'mfa.enforced',
      value: share(users, hasSecondFactor),
      data: {
        activeUsers: users.length,
        withoutSecondFactor: users
          .filter((user) => !hasSecondFactor(user))
          .map(({ login, factors }) => ({ login, factors })),
      },
    },
  ];
};
