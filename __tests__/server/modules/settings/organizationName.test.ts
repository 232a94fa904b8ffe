import { linkInNameMessage } from '@/contracts/organizationName';
import { api, expectFailure, newAccount, registerAccount } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp({ seed: false });

const organization = { industry: 'Technology', size: '11-50', domain: null };
const linkLikeNames = ['Acme https://evil.example/login', 'www.acme-billing.example', 'Acme evil.com/login'];

const organizationName = async (organizationId: string) =>
  (await t.db.selectFrom('organizations').select('name').where('id', '=', organizationId).executeTakeFirstOrThrow())
    .name;

describe('an organisation name with a link in it', () => {
  it.each(linkLikeNames)('is refused at registration (400 naming company): %j', async (company) => {
    const account = newAccount({ company });
    expectFailure(await api(t.app, 'POST', '/api/auth/register', { body: account }), 400, linkInNameMessage('company'));
    const users = await t.db.selectFrom('users').select('id').where('email', '=', account.email).execute();
    expect(users).toHaveLength(0);
  });

  it.each(linkLikeNames)('is refused under Settings > Organization (400 naming name): %j', async (name) => {
    const account = await registerAccount(t.app);
    const body = { ...organization, name };
    expectFailure(
      await api(t.app, 'PUT', '/api/settings/organization', { token: account.token, body }),
      400,
      linkInNameMessage('name'),
    );
    expect(await organizationName(account.organizationId)).toBe(account.company);
  });

  it('is refused in an imported settings file, naming the field', async () => {
    const account = await registerAccount(t.app);
    const file = (await api(t.app, 'GET', '/api/settings/export', { token: account.token })).json().data;
    const body = { ...file, organization: { ...file.organization, name: 'Acme www.evil.example' } };
    expectFailure(
      await api(t.app, 'POST', '/api/settings/import', { token: account.token, body }),
      400,
      linkInNameMessage('name'),
    );
    expect(await organizationName(account.organizationId)).toBe(account.company);
  });

  it('is not confused with an ordinary name with dots', async () => {
    const account = await registerAccount(t.app, { company: 'J.P. Morgan & Co.' });
    const body = { ...organization, name: 'St. Mary’s Hospital Inc.' };
    const renamed = await api(t.app, 'PUT', '/api/settings/organization', { token: account.token, body });
    expect(renamed.statusCode).toBe(200);
    expect(await organizationName(account.organizationId)).toBe('St. Mary’s Hospital Inc.');
  });
});
