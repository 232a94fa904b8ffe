import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { type DashboardOverview, overviewQuery, overviewResponse } from '@/contracts/dashboard';

const assessedAt = '2026-06-01T08:00:00.000Z';

const overview: DashboardOverview = {
  complianceScore: 82,
  stats: { criticalIssues: 1, warningIssues: 2, passedControls: 9, totalControls: 12 },
  controlsByCategory: [
    { name: 'Access Control', framework: 'SOC2', status: 'passed', issues: 0, score: 91, trend: '+4%' },
    { name: 'Change Management', framework: 'SOC2', status: 'critical', issues: 2, score: 55, trend: '-3%' },
  ],
  recentActivity: [
    { id: 'a1', message: 'Alex Morgan signed in', severity: 'success', time: assessedAt, user: 'Alex Morgan' },
  ],
  upcomingTasks: [{ id: 't1', task: 'Complete the quarterly access review', due: '2026-06-15', priority: 'high' }],
  lastAssessedAt: assessedAt,
};

export const overviewSchema = {
  ...describeRoute({
    tag: 'Dashboard',
    summary: 'Compliance score, issues, recent activity and open tasks',
  }),
  querystring: overviewQuery,
  response: {
    200: documented(overviewResponse, "One framework's score and issues; the categories of each framework in use", {
      success: true,
      data: overview,
    }),
    ...failures(400, 401, 503),
  },
};
