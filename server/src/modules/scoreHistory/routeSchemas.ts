import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import { controlParams } from '@/contracts/controlSettings';
import {
  controlHistoryQuery,
  controlHistoryResponse,
  scoreHistoryQuery,
  scoreHistoryResponse,
} from '@/contracts/scoreHistory';

export const scoreHistorySchema = {
  ...describeRoute({
    tag: 'Dashboard',
    summary: "Score and counts per day over 30, 90 or 365 days: one framework's, or the frameworks in use together",
  }),
  querystring: scoreHistoryQuery,
  response: {
    200: documented(scoreHistoryResponse, 'The days assessed, oldest first', {
      success: true,
      data: [
        { day: '2026-05-31', score: 78, passed: 8, warning: 3, critical: 1 },
        { day: '2026-06-01', score: 82, passed: 9, warning: 2, critical: 1 },
      ],
    }),
    ...failures(400, 401, 503),
  },
};

export const controlHistorySchema = {
  ...describeRoute({
    tag: 'Controls',
    summary: "A control's score and status per day, with the check and source that changed its status",
  }),
  params: controlParams,
  querystring: controlHistoryQuery,
  response: {
    200: documented(controlHistoryResponse, 'The days assessed, oldest first', {
      success: true,
      data: [
        { day: '2026-05-31', score: 50, status: 'critical', changedBy: null },
        {
          day: '2026-06-01',
          score: 95,
          status: 'passed',
          changedBy: { check: 'mfa.enforced', checkName: 'MFA enforcement', source: 'okta' },
        },
      ],
    }),
    ...failures(400, 401, 404, 503),
  },
};
