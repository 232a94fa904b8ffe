import type { Role } from '@/contracts/enums';
import { addSignedInMember } from '../../helpers/members';
import { api, registerAccount } from '../../helpers/requests';
import type { TestHarness } from '../../helpers/testApp';

export type Member = { id: string; name: string; token: string; organizationId: string };

/** An organisation with a member of each role, each signed in. */
export const commentTeam = async (t: TestHarness) => {
  const admin = await registerAccount(t.app);
  const add = (role: Role) => addSignedInMember(t.app, t.db, admin.organizationId, role);
  return {
    admin,
    manager: await add('Compliance Manager'),
    analyst: await add('Security Analyst'),
    auditor: await add('Auditor'),
    viewer: await add('Viewer'),
  };
};

export const onControl = { subjectType: 'control', subjectId: 'CC6.1' } as const;

export const postComment = (t: TestHarness, member: Pick<Member, 'token'>, body: Record<string, unknown>) =>
  api(t.app, 'POST', '/api/comments', { token: member.token, body: { ...onControl, ...body } });

/** Posts and expects it stored: the new comment's id. */
export const posted = async (t: TestHarness, member: Pick<Member, 'token'>, body: Record<string, unknown>) => {
  const response = await postComment(t, member, body);
  if (response.statusCode !== 201) throw new Error(`post failed: ${response.statusCode} ${response.body}`);
  return response.json().data.id as string;
};

export const thread = (
  t: TestHarness,
  member: Pick<Member, 'token'>,
  subject: { subjectType: string; subjectId: string } = onControl,
  q?: string,
) => {
  const query = new URLSearchParams({ ...subject, ...(q === undefined ? {} : { q }) });
  return api(t.app, 'GET', `/api/comments?${query.toString()}`, { token: member.token });
};

export const notificationsOf = (t: TestHarness, userId: string) =>
  t.db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('created_at').execute();
