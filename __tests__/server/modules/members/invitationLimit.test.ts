import { tooManyInvitationsMessage } from '../../../../server/src/modules/members/invitationLimit';
import { addSignedInMember } from '../../helpers/members';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { setupPasswordApp } from '../passwordTokens/passwordApp';
import { userRow } from './membersApp';

const hour = 60 * 60 * 1000;
const perInviter = { max: 2, windowMs: hour };
const perOrganization = { max: 3, windowMs: hour };
const t = setupPasswordApp('open', { invitation: { perInviter, perOrganization } });

let sequence = 0;
const invite = (token: string) => {
  sequence += 1;
  const body = { name: `Invitee ${sequence}`, email: `invitee${sequence}@acmecloud.example`, role: 'Auditor' };
  return api(t.app, 'POST', '/api/members/invitations', { token, body: { ...body, department: 'Audit' } });
};

describe('invitation limits', () => {
  it('stops one Admin, then the whole organisation, with 429 naming the limit; nothing is sent or created', async () => {
    const admin = await signIn(t.app);
    const { organization_id: organizationId } = await userRow(t.database.db, 'demo@securo.dev');
    const other = await addSignedInMember(t.app, t.database.db, organizationId, 'Admin');

    expect((await invite(admin)).statusCode).toBe(201);
    expect((await invite(admin)).statusCode).toBe(201);
    const sentBefore = t.sent.length;
    const refused = await invite(admin);
    expectFailure(refused, 429, tooManyInvitationsMessage('inviter', perInviter));
    expect(refused.json().message).toBe(
      'Too many invitations: each member may send at most 2 every hour. Please try again later.',
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(t.sent).toHaveLength(sentBefore);
    const missing = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', `invitee${sequence}@acmecloud.example`)
      .execute();
    expect(missing).toHaveLength(0);

    expect((await invite(other.token)).statusCode).toBe(201);
    expectFailure(
      await invite(other.token),
      429,
      'Too many invitations: your organisation may send at most 3 every hour. Please try again later.',
    );
  });

  it('counts resent invitations, and lets invitations through again once the window has passed', async () => {
    const admin = await signIn(t.app);
    const pending = await userRow(t.database.db, 'taylor.brooks@acmecloud.example');
    const resend = () => api(t.app, 'POST', `/api/members/${pending.id}/invitation`, { token: admin });
    expectFailure(await resend(), 429, tooManyInvitationsMessage('inviter', perInviter));

    t.clock.advance(hour);
    const later = await signIn(t.app);
    expect((await api(t.app, 'POST', `/api/members/${pending.id}/invitation`, { token: later })).statusCode).toBe(200);
    expect((await invite(later)).statusCode).toBe(201);
  });
});
