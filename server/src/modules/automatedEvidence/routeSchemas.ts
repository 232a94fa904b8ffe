import { describeRoute, documented, failures } from '../../plugins/routeDocs';
import {
  type AutomatedEvidence,
  automatedEvidenceFile,
  automatedEvidenceFileQuery,
  automatedEvidenceListResponse,
  automatedEvidenceParams,
} from '@/contracts/automatedEvidence';

const tag = 'Evidence' as const;

const exampleDescription: Omit<AutomatedEvidence, 'expired'> = {
  integration: 'github',
  integrationName: 'GitHub',
  check: 'sourceControl.branchProtection',
  checkName: 'Branch protection',
  collectedAt: '2026-11-26T09:00:00.000Z',
  expiresAt: '2026-12-03T09:00:00.000Z',
  controls: [
    { framework: 'SOC2', controlId: 'CC8.1' },
    { framework: 'ISO27001', controlId: 'A.8.4' },
  ],
};

const exampleEvidence: AutomatedEvidence = { ...exampleDescription, expired: false };

const exampleFile = documented(automatedEvidenceFile, 'The observation file', {
  ...exampleDescription,
  data: {
    repositories: [
      { repository: 'acme-cloud/api', defaultBranch: 'main', requiredApprovals: 2 },
      { repository: 'acme-cloud/web', defaultBranch: 'main', requiredApprovals: 0 },
    ],
  },
});

export const listSchema = {
  ...describeRoute({
    tag,
    summary: "What the organisation's integrations observed for each check, newest first, with its validity",
  }),
  response: {
    200: documented(automatedEvidenceListResponse, 'The automated evidence', {
      success: true,
      data: [
        exampleEvidence,
        {
          ...exampleEvidence,
          check: 'mfa.enforced',
          checkName: 'MFA enforcement',
          collectedAt: '2026-11-12T09:00:00.000Z',
          expiresAt: '2026-11-19T09:00:00.000Z',
          expired: true,
          controls: [{ framework: 'SOC2', controlId: 'CC6.1' }],
        },
      ],
    }),
    ...failures(401, 503),
  },
};

export const fileSchema = {
  ...describeRoute({
    tag,
    summary: 'One observation as a JSON file: read in the page with ?disposition=inline, else downloaded (audited)',
  }),
  params: automatedEvidenceParams,
  querystring: automatedEvidenceFileQuery,
  response: {
    200: {
      description: 'The observation, its integration, check, controls and validity, pretty-printed',
      content: { 'application/json': { schema: exampleFile } },
    },
    ...failures(400, 401, 404, 503),
  },
};
