import { seedDemo } from '../../../../server/src/demo/seed';
import { type IntegrationSandbox, startIntegrationSandbox } from '../../../../server/src/modules/integrations/sandbox';
import { quietJobLog } from '../../helpers/jobs';
import { api, signIn } from '../../helpers/requests';
import { testIntegrations } from '../../helpers/testDatabase';
import { setupTestApp } from '../../helpers/testApp';

jest.setTimeout(90_000);

let sandbox: IntegrationSandbox;

beforeAll(async () => {
  sandbox = await startIntegrationSandbox(() => new Date());
});
afterAll(() => sandbox.close());

const t = setupTestApp({ seed: false });

type Listed = {
  name: string;
  kind: string;
  source: string;
  owner: { name: string } | null;
  classification: string | null;
};

describe('the demo organisation’s asset inventory', () => {
  it('holds what AWS and GitHub discovered and what the team recorded, with the legacy database unowned', async () => {
    await seedDemo(t.db, t.clock.now, t.fileStore, {
      connections: { ...testIntegrations, sandboxUrls: sandbox.urls },
      log: quietJobLog,
    });
    const token = await signIn(t.app);
    const page = async (query: Record<string, string>) =>
      (await api(t.app, 'GET', `/api/assets?${new URLSearchParams({ limit: '100', ...query })}`, { token })).json()
        .data;
    const manual = (await page({ source: 'manual' })).assets as Listed[];
    expect(manual.map((asset) => asset.kind).sort()).toEqual([
      'laptop',
      'laptop',
      'laptop',
      'laptop',
      'office',
      'saasApplication',
      'saasApplication',
    ]);
    expect(manual.find((asset) => asset.name === 'MacBook Pro (Jordan Lee)')?.owner?.name).toBe('Jordan Lee');
    const buckets = (await page({ source: 'aws', kind: 'storageBucket' })).assets as Listed[];
    expect(buckets.length).toBeGreaterThan(2);
    expect((await page({ source: 'github' })).pagination.total).toBeGreaterThan(0);

    const { assets: incomplete, coverage } = await page({ missing: 'either', status: 'active' });
    expect((incomplete as Listed[]).map((asset) => asset.name)).toEqual(['Figma design workspace', 'legacy-mysql']);
    expect(coverage.incomplete).toBe(2);
    expect(coverage.active).toBeGreaterThan(10);

    // Seeding again (every start) leaves what people changed alone.
    await seedDemo(t.db, t.clock.now, t.fileStore);
    expect((await page({ missing: 'either', status: 'active' })).coverage.incomplete).toBe(2);
  });
});
