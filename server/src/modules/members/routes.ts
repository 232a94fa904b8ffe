import { Readable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireActor } from '../../core/actor';
import type { AppDeps } from '../../core/appDeps';
import { changeRole, changeStatus, removeMember, revokeInvitation } from './changes';
import { exportMembers } from './exportCsv';
import { inviteMember, resendInvitation } from './invite';
import { listMemberPage, runAccessReview } from './listing';
import {
  accessReviewSchema,
  changeRoleSchema,
  changeStatusSchema,
  exportMembersSchema,
  inviteMemberSchema,
  listMembersSchema,
  removeMemberSchema,
  resendInvitationSchema,
  revokeInvitationSchema,
} from './routeSchemas';

export const memberMessages = {
  invited: (email: string) => `Invitation sent to ${email}`,
  resent: (email: string) => `Invitation resent to ${email}`,
  revoked: 'Invitation revoked',
  roleChanged: (name: string) => `${name}'s role was updated`,
  deactivated: (name: string) => `${name} was deactivated and signed out everywhere`,
  reactivated: (name: string) => `${name} was reactivated`,
  removed: 'User removed',
} as const;

export type MemberRoutesOptions = { deps: AppDeps };

const read = { access: { permission: 'users:read' as const } };
const manage = { access: { permission: 'users:manage' as const } };

/** Access management over the organisation's real users; every change is audited in its own transaction. */
export const memberRoutes: FastifyPluginAsync<MemberRoutesOptions> = async (instance, { deps }) => {
  const app = instance.withTypeProvider<ZodTypeProvider>();

  app.get('/', { config: read, schema: listMembersSchema }, async (request) => ({
    success: true as const,
    data: await listMemberPage(deps.db, requireActor(request).organizationId, request.query),
  }));

  app.get('/export', { config: read, schema: exportMembersSchema }, async (request, reply) => {
    const { filename, csv } = await exportMembers(deps.db, deps.clock, requireActor(request));
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from([csv]));
  });

  app.get('/access-review', { config: read, schema: accessReviewSchema }, async (request) => ({
    success: true as const,
    data: await runAccessReview(deps.db, deps.clock, requireActor(request)),
  }));

  app.post('/invitations', { config: manage, schema: inviteMemberSchema }, async (request, reply) => {
    const member = await inviteMember(deps, requireActor(request), request.body);
    return reply
      .code(201)
      .send({ success: true as const, message: memberMessages.invited(member.email), data: member });
  });

  app.post('/:id/invitation', { config: manage, schema: resendInvitationSchema }, async (request) => {
    const member = await resendInvitation(deps, requireActor(request), request.params.id);
    return { success: true as const, message: memberMessages.resent(member.email), data: member };
  });

  app.delete('/:id/invitation', { config: manage, schema: revokeInvitationSchema }, async (request) => {
    await revokeInvitation(deps, requireActor(request), request.params.id);
    return { success: true as const, message: memberMessages.revoked };
  });

  app.put('/:id/role', { config: manage, schema: changeRoleSchema }, async (request) => {
    const member = await changeRole(deps, requireActor(request), request.params.id, request.body.role);
    return { success: true as const, message: memberMessages.roleChanged(member.name), data: member };
  });

  app.put('/:id/status', { config: manage, schema: changeStatusSchema }, async (request) => {
    const member = await changeStatus(deps, requireActor(request), request.params.id, request.body);
    const message = member.status === 'inactive' ? memberMessages.deactivated : memberMessages.reactivated;
    return { success: true as const, message: message(member.name), data: member };
  });

  app.delete('/:id', { config: manage, schema: removeMemberSchema }, async (request) => {
    await removeMember(deps, requireActor(request), request.params.id);
    return { success: true as const, message: memberMessages.removed };
  });
};
