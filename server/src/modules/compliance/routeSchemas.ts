import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { type Heatmap, heatmapQuery, heatmapResponse } from '@/contracts/dashboard';

const assessedAt = '2026-06-01T08:00:00.000Z';

const heatmap: Heatmap = {
  framework: 'SOC2',
  assessedAt,
  summary: { total: 2, passed: 1, warning: 0, critical: 1 },
  categories: {
    'Access Control': [
      { id: 'CC6.1', name: 'Logical access security', status: 'passed', score: 95, lastCheck: assessedAt, issues: [] },
      {
        id: 'CC6.2',
        name: 'User registration and authorisation',
        status: 'critical',
        score: 50,
        lastCheck: assessedAt,
        issues: [{ description: 'MFA is enforced for 5 of 10 accounts' }],
      },
    ],
  },
  excluded: [
    {
      id: 'P8.1',
      name: 'Privacy complaints and compliance monitoring',
      category: 'Privacy',
      justification: 'The privacy criteria are outside the scope of this SOC 2 examination.',
    },
  ],
};

export const heatmapSchema = {
  ...describeRoute({
    tag: 'Dashboard',
    summary: "One framework's controls per category, as heat map tiles",
  }),
  querystring: heatmapQuery,
  response: {
    200: documented(heatmapResponse, "The framework's latest completed assessment", { success: true, data: heatmap }),
    ...failures(400, 401, 503),
  },
};
