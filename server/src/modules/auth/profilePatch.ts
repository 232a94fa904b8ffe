import { changedFields, describeChanges } from '../../lib/changeSummary';
import type { UserPatch, UserWithCompany } from '../users';
import type { UpdateDetailsBody } from '@/contracts/auth';
import { DEFAULT_TIMEZONE } from '@/contracts/settingsOptions';

type ProfileFields = Required<Omit<UpdateDetailsBody, 'currentPassword' | 'email'>>;

const labels = { name: 'name', jobTitle: 'job title', phone: 'phone', timezone: 'timezone' } as const;

const profileOf = (user: UserWithCompany): ProfileFields => ({
  name: user.name,
  jobTitle: user.job_title,
  phone: user.phone,
  timezone: user.timezone ?? DEFAULT_TIMEZONE,
});

/**
 * What the body changes, as a users-table patch and as the audit row's "field: before -> after" list. A new email is
 * never in the patch: it waits for the new address to confirm it (see emailChange).
 */
export const profilePatch = (user: UserWithCompany, body: UpdateDetailsBody) => {
  const { currentPassword: _password, email, ...fields } = body;
  const changes = changedFields(profileOf(user), fields, labels);
  const patch: UserPatch = {};
  if (fields.name !== undefined && fields.name !== user.name) patch.name = fields.name;
  if (fields.jobTitle !== undefined && fields.jobTitle !== user.job_title) patch.job_title = fields.jobTitle;
  if (fields.phone !== undefined && fields.phone !== user.phone) patch.phone = fields.phone;
  if (fields.timezone !== undefined && changes.some(({ field }) => field === labels.timezone)) {
    patch.timezone = fields.timezone;
  }
  const newEmail = email !== undefined && email !== user.email ? email : null;
  return { patch, changes, newEmail, describe: () => describeChanges(changes) };
};
