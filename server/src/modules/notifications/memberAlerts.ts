import type { Db } from '../../db/database';
import { notify } from './notify';

/**
 * The organisation's active Admins hear that an invitation was accepted: whoever manages users can see the new member
 * signed up (the invitation does not record which Admin sent it).
 */
export const notifyInvitationAccepted = async (
  trx: Db,
  member: { organizationId: string; userId: string; name: string; email: string },
  now: string,
): Promise<void> => {
  const admins = await trx
    .selectFrom('users')
    .select('id')
    .where('organization_id', '=', member.organizationId)
    .where('role', '=', 'Admin')
    .where('status', '=', 'active')
    .where('id', '!=', member.userId)
    .execute();
  await notify(
    trx,
    admins.map((admin) => ({
      organizationId: member.organizationId,
      userId: admin.id,
      kind: 'invitationAccepted' as const,
      title: 'Invitation accepted',
      body: `${member.name} (${member.email}) set a password and joined.`,
      link: '/access-management',
    })),
    now,
  );
};
