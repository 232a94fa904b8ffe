import type { StoredMemberStatus } from '@/contracts/members';
import { ownerNotFound } from '../../../../server/src/modules/tasks/service';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

/** A member of the organisation in the given status (an invitee not yet joined is pending). */
const memberIn = async (organizationId: string, status: StoredMemberStatus, name: string) => {
  const member = await addSignedInMember(t.app, t.db, organizationId, 'Security Analyst');
  await t.db.updateTable('users').set({ status, name }).where('id', '=', member.id).execute();
  return member.id;
};

const assign = (token: string, ownerId: string) =>
  api(t.app, 'POST', '/api/tasks', {
    token,
    body: { title: 'Read the security policy', dueDate: '2030-01-15', priority: 'low', ownerId },
  });

describe('who a task can be assigned to', () => {
  it('lists pending invitees beside active members, not deactivated or removed ones', async () => {
    const admin = await registerAccount(t.app, { name: 'Zoe Admin' });
    const invitee = await memberIn(admin.organizationId, 'pending', 'Ivy Invitee');
    await memberIn(admin.organizationId, 'inactive', 'Dan Deactivated');
    await memberIn(admin.organizationId, 'removed', 'Rob Removed');

    const response = await api(t.app, 'GET', '/api/tasks/assignees', { token: admin.token });

    expect(response.json().data).toEqual([
      { id: invitee, name: 'Ivy Invitee', invited: true },
      { id: admin.id, name: 'Zoe Admin', invited: false },
    ]);
  });

  it('assigns a task to a pending invitee, and refuses a deactivated member', async () => {
    const admin = await registerAccount(t.app);
    const invitee = await memberIn(admin.organizationId, 'pending', 'Ivy Invitee');
    const deactivated = await memberIn(admin.organizationId, 'inactive', 'Dan Deactivated');

    const assigned = await assign(admin.token, invitee);
    expect(assigned.statusCode).toBe(201);
    expect(assigned.json().data.owner).toEqual({ id: invitee, name: 'Ivy Invitee' });
    expectFailure(await assign(admin.token, deactivated), 404, ownerNotFound);
  });
});
