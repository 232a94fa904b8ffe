import { z } from 'zod';
import { frameworkIds } from './enums';
import { dataResponse } from './envelope';

/** SPEC §3: the eight integrations, each a provider with a connector of its own. */
export const integrationTypes = ['aws', 'github', 'gitlab', 'azure', 'gcp', 'k8s', 'okta', 'mongodb'] as const;
export type IntegrationType = (typeof integrationTypes)[number];

export const integrationCategories = ['cloud', 'scm', 'security', 'database'] as const;
export type IntegrationCategory = (typeof integrationCategories)[number];

/** available: not connected; connecting: a first connection test runs; connected; error: the provider refused. */
export const integrationStatuses = ['available', 'connecting', 'connected', 'error'] as const;
export type IntegrationStatus = (typeof integrationStatuses)[number];

/** What the screen shows of each provider, whatever an organisation has connected. */
export const integrationCatalog: Record<
  IntegrationType,
  { name: string; description: string; category: IntegrationCategory; popular: boolean }
> = {
  aws: {
    name: 'Amazon Web Services',
    description: 'Monitor IAM, S3, EC2, CloudTrail and security groups across your AWS accounts.',
    category: 'cloud',
    popular: true,
  },
  github: {
    name: 'GitHub',
    description: 'Check branch protection, code review, secret scanning and Dependabot alerts.',
    category: 'scm',
    popular: true,
  },
  gitlab: {
    name: 'GitLab',
    description: 'Check protected branches, merge request approvals and pipeline security scans.',
    category: 'scm',
    popular: false,
  },
  azure: {
    name: 'Microsoft Azure',
    description: 'Monitor Entra ID, storage accounts, key vaults and Defender for Cloud findings.',
    category: 'cloud',
    popular: true,
  },
  gcp: {
    name: 'Google Cloud Platform',
    description: 'Monitor IAM bindings, Cloud Storage, audit logs and Security Command Center.',
    category: 'cloud',
    popular: false,
  },
  k8s: {
    name: 'Kubernetes',
    description: 'Check RBAC, network policies, pod security and secrets in your clusters.',
    category: 'cloud',
    popular: false,
  },
  okta: {
    name: 'Okta',
    description: 'Verify MFA enforcement, password policies and user access reviews.',
    category: 'security',
    popular: true,
  },
  mongodb: {
    name: 'MongoDB Atlas',
    description: 'Check encryption at rest, network access lists, backups and database auditing.',
    category: 'database',
    popular: false,
  },
};

/** A credential a connector asks for; `secret` ones are sealed at rest and never shown again. */
export const credentialField = z.object({
  name: z.string(),
  label: z.string(),
  secret: z.boolean(),
  required: z.boolean(),
  placeholder: z.string().nullable(),
  help: z.string().nullable(),
});
export type CredentialField = z.output<typeof credentialField>;

export const integration = z.object({
  type: z.enum(integrationTypes),
  name: z.string(),
  description: z.string(),
  category: z.enum(integrationCategories),
  popular: z.boolean(),
  status: z.enum(integrationStatuses),
  /** What the connect dialog asks for. */
  credentialFields: z.array(credentialField),
  /** The account the credentials reach (a GitHub login, an AWS account id), once connected. */
  account: z.string().nullable(),
  /** Why the integration is in error, in words a person can act on. */
  message: z.string().nullable(),
  /** The last successful sync; null until the first. */
  lastSync: z.string().nullable(),
  /** A sync is queued or running. */
  syncing: z.boolean(),
  /** The last good signals are more than a day old. */
  stale: z.boolean(),
  nextSyncAt: z.string().nullable(),
  syncIntervalMinutes: z.number(),
  /** Controls of the four frameworks its checks feed. */
  controls: z.number(),
  /** Its checks failing now. */
  issues: z.number(),
});
export type Integration = z.output<typeof integration>;

export const integrationCheck = z.object({
  check: z.string(),
  name: z.string(),
  passing: z.boolean(),
  issues: z.array(z.string()),
  observedAt: z.string(),
  controls: z.array(z.object({ framework: z.enum(frameworkIds), controlId: z.string() })),
});

export const integrationSync = z.object({
  id: z.string(),
  trigger: z.enum(['connect', 'manual', 'schedule']),
  status: z.enum(['succeeded', 'failed']),
  startedAt: z.string(),
  durationMs: z.number(),
  signalsChanged: z.number(),
  error: z.string().nullable(),
});
export type IntegrationSync = z.output<typeof integrationSync>;

export const integrationDetails = integration.extend({
  checks: z.array(integrationCheck),
  syncs: z.array(integrationSync),
});
export type IntegrationDetails = z.output<typeof integrationDetails>;

export const integrationParams = z.object({ type: z.enum(integrationTypes) });

/** The connector's fields by name; a new connection replaces the stored credentials, they are never read back. */
export const connectIntegrationBody = z.object({ credentials: z.record(z.string(), z.string().max(4096)) }).strict();

export const connectionTestResult = z.object({ ok: z.boolean(), message: z.string() });

export const integrationListResponse = dataResponse(z.array(integration));
export const integrationResponse = dataResponse(integration);
export const integrationDetailsResponse = dataResponse(integrationDetails);
export const connectionTestResponse = dataResponse(integration.extend({ test: connectionTestResult }));
export const syncAllResponse = dataResponse(z.object({ queued: z.number() }));

/**
 * What a cloud engineer needs to create the read-only AWS role: the platform's AWS account the role trusts (null
 * until the operator sets it), the organisation's external id, and the exact policies, as JSON to paste.
 */
export const awsSetup = z.object({
  accountId: z.string().nullable(),
  externalId: z.string(),
  readOnlyPolicy: z.string(),
  trustPolicy: z.string().nullable(),
});
export type AwsSetup = z.output<typeof awsSetup>;

export const awsSetupResponse = dataResponse(awsSetup);
