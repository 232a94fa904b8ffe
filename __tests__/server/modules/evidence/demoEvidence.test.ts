import { seedDemo } from '../../../../server/src/demo/seed';
import { demoEvidence } from '../../../../server/src/demo/evidence';
import type { EvidenceItem } from '@/contracts/evidence';
import { sha256 } from '../../helpers/evidence';
import { api, signIn } from '../../helpers/requests';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();

const demoItems = async (token: string) =>
  ((await api(t.app, 'GET', '/api/evidence?limit=100', { token })).json().data.items as EvidenceItem[]).filter((item) =>
    demoEvidence.some((demo) => demo.name === item.name),
  );

describe('the demo locker', () => {
  it('holds the eight items as real files, uploaded and reviewed by the demo team', async () => {
    const token = await signIn(t.app);
    const items = await demoItems(token);
    expect(items.map((item) => item.name).sort()).toEqual(demoEvidence.map((demo) => demo.name).sort());
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(['approved', 'pending', 'rejected']));
    expect(new Set(items.map((item) => item.confidentiality))).toEqual(
      new Set(['public', 'internal', 'confidential', 'restricted']),
    );
    expect(new Set(items.map((item) => item.type))).toEqual(new Set(['PDF', 'JSON', 'CSV', 'Markdown', 'Text']));
    for (const item of items) {
      const file = await api(t.app, 'GET', `/api/evidence/${item.id}/versions/1/file`, { token });
      expect([item.name, sha256(file.rawPayload)]).toEqual([item.name, item.current.sha256]);
    }
    const policy = items.find((item) => item.name === 'Information Security Policy v2.0');
    expect(policy).toMatchObject({ uploadedBy: 'Priya Shah', review: { by: 'Alex Morgan' }, expired: false });
  });

  it('is stored once, however often the seed runs', async () => {
    const token = await signIn(t.app);
    const before = (await demoItems(token)).length;
    await seedDemo(t.db, t.clock.now, t.fileStore);
    expect(await demoItems(token)).toHaveLength(before);
  });
});
