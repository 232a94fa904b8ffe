import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';
import { serviceAccountKeyFile } from './keyFile';

// Google's rule for project IDs, with the domain prefix of older projects (example.com:my-project).
const projectIdFormat = /^(?:[a-z][a-z0-9.-]*[a-z0-9]:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;

const blankAsAbsent = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/** A service account's JSON key, the project to check (the key's own by default), and Google's endpoints. */
export const gcpCredentials = z
  .object({
    serviceAccountKey: serviceAccountKeyFile,
    projectId: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .regex(
          projectIdFormat,
          'Enter a project ID such as acme-prod-4821 (6 to 30 lowercase letters, digits or hyphens), not its name or number',
        )
        .optional(),
    ),
    baseUrl: z.preprocess(
      blankAsAbsent,
      z
        .url({ protocol: /^https?$/ })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
  })
  .transform(({ serviceAccountKey, projectId, baseUrl }) => ({
    serviceAccountKey,
    projectId: projectId ?? serviceAccountKey.project_id,
    baseUrl,
  }));

export type GcpCredentials = z.output<typeof gcpCredentials>;

export const gcpCredentialFields: CredentialField[] = [
  {
    name: 'serviceAccountKey',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: '{ "type": "service_account", "project_id": "acme-prod-4821", … }',
    help: 'The JSON key file of a service account, best created in the project to check, with the Viewer (roles/viewer) and Security Reviewer (roles/iam.securityReviewer) roles on it: paste the whole file.',
  },
  {
    name: 'projectId',
    label: 'Project ID',
    secret: false,
    required: false,
    placeholder: 'acme-prod-4821',
    help: 'The project whose settings are checked; leave empty for the project the key belongs to. The service account needs both roles on it.',
  },
  {
    name: 'baseUrl',
    label: 'API URL',
    secret: false,
    required: false,
    placeholder: null,
    help: "Leave empty for Google's own endpoints; only for a gateway serving every Google API under one address.",
  },
];
