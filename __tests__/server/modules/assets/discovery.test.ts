import type { DiscoveredAsset } from '../../../../server/src/connectors/connector';
import { refreshDiscoveredAssets } from '../../../../server/src/modules/assets';
import { integrationTypes } from '@/contracts/integrations';
import {
  type IntegrationSandbox,
  sandboxDemoCredentials,
  startIntegrationSandbox,
} from '../../../../server/src/modules/integrations/sandbox';
import { api } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';
import { assetTeam, inventorySignal } from './assetTeam';

jest.setTimeout(60_000);

let sandbox: IntegrationSandbox;

beforeAll(async () => {
  sandbox = await startIntegrationSandbox(() => new Date());
});
afterAll(() => sandbox.close());

const t = setupTestApp({ seed: false, integrationSandbox: () => sandbox.urls });

type Listed = { name: string; kind: string; source: string; status: string; classification: string | null };

// After the writes made through the API, which the clock stamps now: a signal never goes back in time.
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const bucket = (name: string, detail: Record<string, unknown> = {}): DiscoveredAsset => ({
  kind: 'storageBucket',
  externalId: name,
  name,
  detail,
});

describe('assets discovered by the integrations', () => {
  it('lists what each sandbox provider reports after a sync', async () => {
    const { admin, assets } = await assetTeam(t);
    for (const type of integrationTypes) {
      const { serviceAccountKey: _key, ...typed } = sandboxDemoCredentials(type) ?? {};
      const connected = await api(t.app, 'POST', `/api/integrations/${type}/connect`, {
        token: admin.token,
        body: { credentials: typed },
      });
      expect({ type, status: connected.statusCode }).toEqual({ type, status: 200 });
    }
    await t.jobs.runDue();
    const listed = await t.db
      .selectFrom('assets')
      .select(['name', 'kind', 'source', 'status', 'classification'])
      .where('organization_id', '=', admin.organizationId)
      .execute();
    const kindsBySource = Object.fromEntries(
      [...new Set(listed.map((asset) => asset.source))].map((source) => [
        source,
        [...new Set(listed.filter((asset) => asset.source === source).map((asset) => asset.kind))].sort(),
      ]),
    );
    expect(kindsBySource).toEqual({
      aws: ['database', 'storageBucket', 'volume'],
      azure: ['identityProvider'],
      github: ['repository'],
      gitlab: ['repository'],
      k8s: ['kubernetesCluster'],
      mongodb: ['databaseCluster'],
      okta: ['identityProvider'],
    });
    expect(listed.every((asset) => asset.status === 'active' && asset.classification === null)).toBe(true);
    const buckets = (await assets.list(admin, { source: 'aws', kind: 'storageBucket' })).json().data;
    expect(buckets.pagination.total).toBeGreaterThan(0);
    expect(buckets.sources).toContainEqual({ source: 'k8s', name: 'Kubernetes' });
    expect(buckets.coverage).toEqual({ active: listed.length, incomplete: listed.length });
    expect(await inventorySignal(t, admin.organizationId)).toMatchObject({
      value: { compliant: 0, total: listed.length },
      integration: 'assets',
    });
  });

  it('counts every asset lacking an owner or classification, and names the first fifty of them', async () => {
    const { admin, assets } = await assetTeam(t);
    const names = Array.from({ length: 60 }, (_, index) => `bucket-${String(index).padStart(2, '0')}`);
    await refreshDiscoveredAssets(
      t.db,
      admin.organizationId,
      'aws',
      names.map((name) => bucket(name)),
      later(1),
    );
    expect((await inventorySignal(t, admin.organizationId))?.value).toEqual({
      compliant: 0,
      total: 60,
      incomplete: names.slice(0, 50),
    });
    expect((await assets.list(admin)).json().data.coverage).toEqual({ active: 60, incomplete: 60 });
  });

  it('keeps what people set on an asset seen again, and retires one no longer reported', async () => {
    const { admin, analyst, assets } = await assetTeam(t);
    const { organizationId } = admin;
    await refreshDiscoveredAssets(
      t.db,
      organizationId,
      'aws',
      [bucket('acme-logs', { region: 'eu-west-1' }), bucket('acme-exports')],
      later(1),
    );
    const first = (await assets.list(admin)).json().data.assets as (Listed & { id: string })[];
    expect(first.map((asset) => asset.name)).toEqual(['acme-exports', 'acme-logs']);
    const exports = first[0];
    await assets.update(analyst, exports.id, { ownerId: analyst.id, classification: 'restricted' });
    expect((await assets.update(analyst, exports.id, { name: 'renamed' })).statusCode).toBe(400);
    expect((await assets.remove(analyst, exports.id)).statusCode).toBe(409);

    const seenAgainAt = later(2);
    await refreshDiscoveredAssets(
      t.db,
      organizationId,
      'aws',
      [bucket('acme-exports', { region: 'eu-west-1' }), bucket('acme-backups')],
      seenAgainAt,
    );
    const second = (await assets.list(admin)).json().data.assets as (Listed & {
      id: string;
      owner: { id: string } | null;
      detail: Record<string, unknown>;
      lastSeenAt: string;
    })[];
    expect(second.map(({ name, status, classification }) => [name, status, classification])).toEqual([
      ['acme-backups', 'active', null],
      ['acme-exports', 'active', 'restricted'],
      ['acme-logs', 'retired', null],
    ]);
    const kept = second[1];
    expect(kept).toMatchObject({ id: exports.id, owner: { id: analyst.id }, detail: { region: 'eu-west-1' } });
    expect(kept.lastSeenAt).toBe(seenAgainAt);
    expect((await inventorySignal(t, organizationId))?.value).toEqual({
      compliant: 1,
      total: 2,
      incomplete: ['acme-backups'],
    });

    await refreshDiscoveredAssets(t.db, organizationId, 'aws', [bucket('acme-logs')], later(3));
    const third = (await assets.list(admin, { status: 'active' })).json().data.assets as Listed[];
    expect(third.map((asset) => asset.name)).toEqual(['acme-logs']);
    const audited = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('organization_id', '=', organizationId)
      .where('action', '=', 'Assets Discovered')
      .orderBy('seq')
      .execute();
    expect(audited.map((row) => row.details)).toEqual([
      'Amazon Web Services reported 2 new and 0 retired assets',
      'Amazon Web Services reported 1 new and 1 retired assets',
      'Amazon Web Services reported 0 new and 2 retired assets',
    ]);
  });
});
