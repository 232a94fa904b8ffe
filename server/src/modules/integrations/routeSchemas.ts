import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  awsSetupResponse,
  connectIntegrationBody,
  connectionTestResponse,
  type Integration,
  type IntegrationDetails,
  integrationDetailsResponse,
  integrationListResponse,
  integrationParams,
  integrationResponse,
  syncAllResponse,
} from '@/contracts/integrations';

const tag = 'Integrations' as const;

const exampleIntegration: Integration = {
  type: 'github',
  name: 'GitHub',
  description: 'Check branch protection, code review, secret scanning and Dependabot alerts.',
  category: 'scm',
  popular: true,
  status: 'connected',
  credentialFields: [
    {
      name: 'token',
      label: 'API Key / Token',
      secret: true,
      required: true,
      placeholder: 'ghp_…',
      help: 'A token with the read:org and repo scopes.',
    },
  ],
  account: 'octocat',
  message: null,
  lastSync: '2026-11-26T09:00:00.000Z',
  syncing: false,
  stale: false,
  nextSyncAt: '2026-11-26T10:00:00.000Z',
  syncIntervalMinutes: 60,
  controls: 14,
  issues: 3,
};

const exampleDetails: IntegrationDetails = {
  ...exampleIntegration,
  checks: [
    {
      check: 'sourceControl.branchProtection',
      name: 'Branch protection',
      passing: false,
      issues: ['3 of 12 repositories accept changes to the default branch without an approving review'],
      observedAt: '2026-11-26T09:00:00.000Z',
      controls: [{ framework: 'SOC2', controlId: 'CC8.1' }],
    },
  ],
  syncs: [
    {
      id: '5b4a3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d',
      trigger: 'schedule',
      status: 'succeeded',
      startedAt: '2026-11-26T09:00:00.000Z',
      durationMs: 1840,
      signalsChanged: 2,
      error: null,
    },
  ],
};

export const listSchema = {
  ...describeRoute({ tag, summary: 'The eight integrations with their state for the organisation, and live figures' }),
  response: {
    200: documented(integrationListResponse, 'The integrations', { success: true, data: [exampleIntegration] }),
    ...failures(401, 503),
  },
};

export const readSchema = {
  ...describeRoute({ tag, summary: 'One integration with the checks it feeds and its recent syncs' }),
  params: integrationParams,
  response: {
    200: documented(integrationDetailsResponse, 'The integration', { success: true, data: exampleDetails }),
    ...failures(400, 401, 503),
  },
};

export const connectSchema = {
  ...describeRoute({
    tag,
    summary: 'Connect with credentials (sealed, never returned): tested against the provider, then synced',
  }),
  params: integrationParams,
  body: connectIntegrationBody,
  response: {
    200: documented(integrationResponse, 'Connected; the first sync is queued', {
      success: true,
      data: { ...exampleIntegration, syncing: true },
    }),
    ...failures(400, 401, 409, 413, 415, 422, 503),
  },
};

export const testSchema = {
  ...describeRoute({ tag, summary: 'Probe the provider with the stored credentials; the status follows the answer' }),
  params: integrationParams,
  response: {
    200: documented(connectionTestResponse, 'The answer', {
      success: true,
      data: { ...exampleIntegration, test: { ok: true, message: 'Connected to GitHub as octocat' } },
    }),
    ...failures(400, 401, 409, 503),
  },
};

export const syncSchema = {
  ...describeRoute({ tag, summary: 'Queue a sync now (one at a time per integration)' }),
  params: integrationParams,
  response: {
    202: documented(integrationResponse, 'Queued', { success: true, data: { ...exampleIntegration, syncing: true } }),
    ...failures(400, 401, 409, 503),
  },
};

export const syncAllSchema = {
  ...describeRoute({ tag, summary: 'Queue a sync of every connected integration (Refresh All)' }),
  response: {
    202: documented(syncAllResponse, 'How many were queued', { success: true, data: { queued: 2 } }),
    ...failures(401, 503),
  },
};

export const disconnectSchema = {
  ...describeRoute({ tag, summary: 'Disconnect: the credentials are deleted, syncs stop, the history is kept' }),
  params: integrationParams,
  response: {
    200: documented(integrationResponse, 'Disconnected', {
      success: true,
      data: { ...exampleIntegration, status: 'available', account: null, lastSync: null, controls: 0, issues: 0 },
    }),
    ...failures(400, 401, 409, 503),
  },
};

export const awsSetupSchema = {
  ...describeRoute({
    tag,
    summary: 'What the AWS role needs: the account it trusts, the external id and the read-only policy to attach',
  }),
  response: {
    200: documented(awsSetupResponse, 'The setup values', {
      success: true,
      data: {
        accountId: '210987654321',
        externalId: 'securo-5f2b9c1e8a7d4c3b2a1f0e9d8c7b6a59',
        readOnlyPolicy: '{"Version": "2012-10-17", "Statement": [...]}',
        trustPolicy: '{"Version": "2012-10-17", "Statement": [...]}',
      },
    }),
    ...failures(401, 503),
  },
};
