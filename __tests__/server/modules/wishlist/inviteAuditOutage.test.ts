import { existsSync, readdirSync } from 'node:fs';
import { createAdminRunner } from '../../helpers/adminCli';
import { auditOutageMessage, whileAuditInsertsFail } from '../../helpers/auditOutage';
import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });
const admin = createAdminRunner(() => t.db);
afterAll(() => admin.cleanup());

const email = 'dana@newco.io';
const earlyAccessRequest = {
  fullName: 'Dana Scully',
  jobTitle: 'CISO',
  company: 'NewCo',
  companySize: '11-50',
  industry: 'Technology',
  complianceGoal: 'SOC2',
};

describe('wishlist:invite when the invite cannot be audited', () => {
  it('fails, creates no user or organisation, sends no email and leaves the request pending', async () => {
    const body = { ...earlyAccessRequest, email };
    expect((await api(t.app, 'POST', '/api/wishlist', { body })).statusCode).toBe(201);

    const invite = whileAuditInsertsFail(t.database, () => admin.run('wishlist:invite', email));

    await expect(invite).rejects.toMatchObject({ message: auditOutageMessage });

    expect(await t.db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    expect(
      await t.db.selectFrom('organizations').select('id').where('name', '=', 'NewCo').executeTakeFirst(),
    ).toBeUndefined();
    expect(existsSync(admin.outboxDir) ? readdirSync(admin.outboxDir) : []).toEqual([]);
    const request = await t.db
      .selectFrom('wishlist_requests')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(request).toMatchObject({ status: 'pending', user_id: null, invited_at: null });
  });
});
