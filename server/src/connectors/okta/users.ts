import { type OktaClient, oktaNeed, oktaPath } from './client';

type OktaUser = {
  id: string;
  created: string;
  activated: string | null;
  lastLogin: string | null;
  profile: { login: string };
};

type OktaFactor = { factorType: string; status: string };

export type UserPosture = {
  id: string;
  login: string;
  activated: string;
  lastLogin: string | null;
  /** The factor types the user has enrolled and activated. */
  factors: string[];
};

// Okta's largest page of users.
const usersPerPage = 200;

/** Okta's users who can sign in, each with the factors they can sign in with. */
export const readActiveUsers = async (client: OktaClient): Promise<UserPosture[]> => {
  const users = await client.list<OktaUser>(
    oktaNeed("Okta's active users"),
    oktaPath('/api/v1/users', { filter: 'status eq "ACTIVE"', limit: usersPerPage }),
  );
  const postures: UserPosture[] = [];
  // One user at a time: Okta rate-limits each endpoint per minute for the whole org, and other integrations share it.
  for (const user of users) {
    const login = user.profile.login;
    const { body: factors } = await client.call<OktaFactor[]>(
      oktaNeed(`the factors enrolled by ${login}`),
      `/api/v1/users/${user.id}/factors`,
    );
    postures.push({
      id: user.id,
      login,
      // Okta leaves `activated` empty for users activated when they were created.
      activated: user.activated ?? user.created,
      lastLogin: user.lastLogin,
      factors: factors.filter((factor) => factor.status === 'ACTIVE').map((factor) => factor.factorType),
    });
  }
  return postures;
};
