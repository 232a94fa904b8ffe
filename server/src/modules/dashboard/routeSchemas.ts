import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  assessmentRunParams,
  assessmentRunResponse,
  assessmentStartedMessage,
  type DashboardOverview,
  type Heatmap,
  heatmapQuery,
  heatmapResponse,
  overviewResponse,
  runAssessmentBody,
  runAssessmentResponse,
} from '@/contracts/dashboard';

const assessedAt = '2026-06-01T08:00:00.000Z';
const runId = '3f9c2b1e-7a4d-4e8f-9b6a-2d5c8e1f4a70';

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
};

export const overviewSchema = {
  ...describeRoute({
    tag: 'Dashboard',
    summary: 'Compliance score, issues, recent activity and open tasks',
  }),
  response: {
    200: documented(overviewResponse, 'The latest assessment of each framework in use', {
      success: true,
      data: overview,
    }),
    ...failures(401, 503),
  },
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

export const runAssessmentSchema = {
  ...describeRoute({ tag: 'Dashboard', summary: 'Start assessments; they run in the background' }),
  body: runAssessmentBody,
  response: {
    202: documented(runAssessmentResponse, 'Started (or joined to the run already under way)', {
      success: true,
      message: assessmentStartedMessage,
      data: { frameworks: ['SOC2'], runs: [{ id: runId, framework: 'SOC2' }] },
    }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const assessmentRunSchema = {
  ...describeRoute({ tag: 'Dashboard', summary: 'Whether an assessment run is still running' }),
  params: assessmentRunParams,
  response: {
    200: documented(assessmentRunResponse, 'The run', {
      success: true,
      data: { id: runId, framework: 'SOC2', status: 'completed', startedAt: assessedAt, completedAt: assessedAt },
    }),
    ...failures(400, 401, 404, 503),
  },
};
