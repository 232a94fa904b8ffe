import type { ProviderCall, ProviderNeed } from '../providerApi';
import { listAll, segment } from './client';

// GitLab's access level of the Owner role (10 Guest, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner).
const ownerAccessLevel = 50;

// The bot users behind group and project access tokens, and service accounts: they sign in with no second factor.
const machineUsername = /^(?:(?:group|project)_\d+_bot(?:_[0-9a-f]+)?|service_account_.+)$/;

type GroupResponse = {
  id: number;
  full_path: string;
  require_two_factor_authentication: boolean;
  two_factor_grace_period: number;
};

type MemberResponse = { username: string; state: string; access_level: number };

export type GroupFacts = {
  id: number;
  path: string;
  twoFactorRequired: boolean;
  twoFactorGracePeriodHours: number;
  /** People with access to the group, inherited memberships included; blocked users and token bots left out. */
  members: string[];
  owners: string[];
};

export const groupNeed = (group: string): ProviderNeed => ({
  resource: `group ${group}`,
  permission: 'the read_api scope',
});

export const readGroupSettings = async (call: ProviderCall, group: string): Promise<GroupResponse> => {
  const { body } = await call<GroupResponse>(groupNeed(group), `/groups/${segment(group)}`, {
    query: { with_projects: 'false' },
  });
  return body;
};

export const readGroup = async (call: ProviderCall, group: string): Promise<GroupFacts> => {
  const settings = await readGroupSettings(call, group);
  const members = await listAll<MemberResponse>(
    call,
    { resource: `members of ${settings.full_path}`, permission: 'the read_api scope' },
    `/groups/${settings.id}/members/all`,
  );
  const people = members.filter((member) => member.state === 'active' && !machineUsername.test(member.username));
  return {
    id: settings.id,
    path: settings.full_path,
    twoFactorRequired: settings.require_two_factor_authentication,
    twoFactorGracePeriodHours: settings.two_factor_grace_period,
    members: people.map((member) => member.username),
    owners: people.filter((member) => member.access_level >= ownerAccessLevel).map((member) => member.username),
  };
};
