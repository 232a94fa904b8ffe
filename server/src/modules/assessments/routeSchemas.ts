import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  assessmentRunParams,
  assessmentRunResponse,
  assessmentStartedMessage,
  runAssessmentBody,
  runAssessmentResponse,
} from '@/contracts/dashboard';

const assessedAt = '2026-06-01T08:00:00.000Z';
const runId = '3f9c2b1e-7a4d-4e8f-9b6a-2d5c8e1f4a70';

export const runAssessmentSchema = {
  ...describeRoute({ tag: 'Dashboard', summary: 'Run assessments; answers once each has ended' }),
  body: runAssessmentBody,
  response: {
    202: documented(runAssessmentResponse, 'Each run, completed or failed', {
      success: true,
      message: assessmentStartedMessage,
      data: { frameworks: ['SOC2'], runs: [{ id: runId, framework: 'SOC2', status: 'completed' }] },
    }),
    ...failures(400, 401, 413, 415, 503),
  },
};

export const assessmentRunSchema = {
  ...describeRoute({ tag: 'Dashboard', summary: 'An assessment run as stored' }),
  params: assessmentRunParams,
  response: {
    200: documented(assessmentRunResponse, 'The run', {
      success: true,
      data: { id: runId, framework: 'SOC2', status: 'completed', startedAt: assessedAt, completedAt: assessedAt },
    }),
    ...failures(400, 401, 404, 503),
  },
};
