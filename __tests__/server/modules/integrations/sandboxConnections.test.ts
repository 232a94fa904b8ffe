import { type Integration, integrationTypes } from '@/contracts/integrations';
import {
  type IntegrationSandbox,
  sandboxDemoCredentials,
  startIntegrationSandbox,
} from '../../../../server/src/modules/integrations/sandbox';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

jest.setTimeout(60_000);

let sandbox: IntegrationSandbox;

beforeAll(async () => {
  sandbox = await startIntegrationSandbox(() => new Date());
});
afterAll(() => sandbox.close());

const t = setupTestApp({ integrationSandbox: () => sandbox.urls });

/** What a person types in each dialog to reach the sandbox: no API address, and no Google Cloud key. */
const typed = (type: (typeof integrationTypes)[number]) => {
  const { serviceAccountKey: _key, ...others } = sandboxDemoCredentials(type) ?? {};
  return others;
};

describe('the built-in sandbox, through the API', () => {
  it('connects and syncs every one of the eight integrations from what a person can type', async () => {
    const admin = await signIn(t.app);
    const listed = (await api(t.app, 'GET', '/api/integrations', { token: admin })).json().data as Integration[];
    for (const integration of listed) {
      expect(integration.credentialFields.find((field) => field.name === 'baseUrl')?.required).toBe(false);
      expect(integration.credentialFields.find((field) => field.secret)?.help).toMatch(/^Sandbox: /);
    }
    const gcp = listed.find((integration) => integration.type === 'gcp');
    expect(gcp?.credentialFields.find((field) => field.name === 'serviceAccountKey')?.required).toBe(false);

    for (const type of integrationTypes) {
      const response = await api(t.app, 'POST', `/api/integrations/${type}/connect`, {
        token: admin,
        body: { credentials: typed(type) },
      });
      expect({ type, status: response.statusCode, body: response.json().data?.status }).toEqual({
        type,
        status: 200,
        body: 'connected',
      });
    }
    await t.jobs.runDue();
    const synced = (await api(t.app, 'GET', '/api/integrations', { token: admin })).json().data as Integration[];
    for (const integration of synced) {
      expect({ type: integration.type, status: integration.status, synced: integration.lastSync !== null }).toEqual({
        type: integration.type,
        status: 'connected',
        synced: true,
      });
      // Each sandbox account has a mixed posture: its checks feed controls and some of them fail.
      expect(integration.controls).toBeGreaterThan(0);
      expect(integration.issues).toBeGreaterThan(0);
    }
  });
});
