import { frameworks } from '../../../../server/src/frameworks';
import { frameworkIds } from '@/contracts/enums';
import { findLatestAssessments } from '../../../../server/src/modules/assessments/queries';
import { frameworkMessage } from '@/contracts/dashboard';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { demoOrganizationId } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const t = setupTestApp();
let token: string;
let organizationId: string;

beforeAll(async () => {
  token = await signIn(t.app);
  organizationId = await demoOrganizationId(t.db);
});

type Tile = {
  id: string;
  name: string;
  status: string;
  score: number;
  lastCheck: string;
  issues: { description: string }[];
};

const heatmap = (query: string, as = token) =>
  api(t.app, 'GET', `/api/dashboard/compliance-heatmap${query}`, { token: as });

describe('GET /api/dashboard/compliance-heatmap', () => {
  it.each(frameworkIds)(
    'shows the latest %s assessment as tiles per category, in catalogue order',
    async (framework) => {
      const response = await heatmap(`?framework=${framework}`);
      expect(response.statusCode).toBe(200);
      const { data } = response.json();
      const { latest } = await findLatestAssessments(t.db, organizationId, framework);
      if (!latest) throw new Error('the demo seed assesses every framework');

      expect(data.framework).toBe(framework);
      expect(data.assessedAt).toBe(latest.completedAt);
      const tiles: Tile[] = Object.values(data.categories as Record<string, Tile[]>).flat();
      expect(tiles).toEqual(
        latest.results.map((result) => ({
          id: result.controlId,
          name: result.name,
          status: result.status,
          score: result.score,
          lastCheck: result.checkedAt,
          issues: result.issues.map((description) => expect.objectContaining({ description })),
        })),
      );
      // Each issue names the check that raised it and where that check's signal came from.
      for (const issue of tiles.flatMap((tile) => tile.issues)) {
        expect(issue).toEqual({
          description: expect.any(String),
          check: expect.any(String),
          source: expect.any(String),
          observedAt: expect.any(String),
        });
      }
      expect(Object.keys(data.categories)).toEqual([
        ...new Set(frameworks[framework].controls.map((control) => control.category)),
      ]);
      for (const [category, members] of Object.entries(data.categories as Record<string, Tile[]>)) {
        const ids = new Set(
          frameworks[framework].controls
            .filter((control) => control.category === category)
            .map((control) => control.id),
        );
        expect(members.every((tile) => ids.has(tile.id))).toBe(true);
      }
      const count = (status: string) => tiles.filter((tile) => tile.status === status).length;
      expect(data.summary).toEqual({
        total: tiles.length,
        passed: count('passed'),
        warning: count('warning'),
        critical: count('critical'),
      });
      // The demo excludes a control of ISO 27001 and one of GDPR: they leave the tiles and are listed apart.
      expect(data.summary.total + data.excluded.length).toBe(frameworks[framework].controls.length);
      expect(count('passed') * count('warning') * count('critical')).toBeGreaterThan(0);
      expect(tiles.some((tile) => tile.issues.length > 0 && typeof tile.issues[0].description === 'string')).toBe(true);
    },
  );

  it('defaults to SOC 2', async () => {
    const response = await heatmap('');
    expect(response.statusCode).toBe(200);
    expect(response.json().data.framework).toBe('SOC2');
    expect(response.json().data.summary.total).toBe(61);
  });

  it.each(['PCI', 'soc2', '', 'SOC2&framework=HIPAA'])(
    'rejects framework=%s with a 400 naming the field',
    async (value) => {
      expectFailure(await heatmap(`?framework=${value}`), 400, frameworkMessage);
    },
  );

  it('ignores unknown query keys', async () => {
    expect((await heatmap('?framework=GDPR&filter=critical')).statusCode).toBe(200);
  });

  it('answers zero counts and no categories for an organisation never assessed', async () => {
    const account = await registerAccount(t.app);
    const response = await heatmap('?framework=HIPAA', account.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      data: {
        framework: 'HIPAA',
        assessedAt: null,
        summary: { total: 0, passed: 0, warning: 0, critical: 0 },
        categories: {},
        excluded: [],
      },
    });
  });
});
