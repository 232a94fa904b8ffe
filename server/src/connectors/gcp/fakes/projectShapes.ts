import { createHash } from 'node:crypto';
import { type SandboxProject, serviceAccountEmail } from './gcpProjectTypes';

// Google's JSON for the fields the connector reads, with enough of the rest to look like the real answers.

const dayMs = 24 * 60 * 60 * 1000;
export const created = '2023-04-11T09:26:53.000Z';

export const digits = (text: string, length: number) =>
  BigInt(`0x${createHash('sha256').update(text).digest('hex')}`)
    .toString()
    .slice(0, length);

export const projectShape = (project: SandboxProject) => ({
  projectNumber: project.projectNumber,
  projectId: project.projectId,
  lifecycleState: 'ACTIVE',
  name: project.name,
  createTime: created,
  parent: { type: 'organization', id: '805117245618' },
});

export const iamPolicyShape = (project: SandboxProject) => ({
  version: 1,
  etag: 'BwYkR3Pq8xM=',
  bindings: project.bindings,
  auditConfigs: project.auditConfigs,
});

/** A boolean constraint nobody set comes back with an empty booleanPolicy. */
export const effectiveOrgPolicyShape = (project: SandboxProject, constraint: string) =>
  project.enforcedConstraints.includes(constraint)
    ? { constraint, booleanPolicy: { enforced: true }, updateTime: '2025-02-03T10:15:00.000Z' }
    : { constraint, booleanPolicy: {} };

export const serviceShape = (project: SandboxProject, service: string) => ({
  name: `projects/${project.projectNumber}/services/${service}`,
  config: { name: service },
  state: 'ENABLED',
  parent: `projects/${project.projectNumber}`,
});

export const serviceAccountShape = (project: SandboxProject, accountId: string) => ({
  name: `projects/${project.projectId}/serviceAccounts/${serviceAccountEmail(accountId)}`,
  projectId: project.projectId,
  uniqueId: digits(accountId, 21),
  email: serviceAccountEmail(accountId),
  displayName: accountId,
  etag: 'MDEwMjE5MjA=',
  oauth2ClientId: digits(accountId, 21),
});

export const serviceAccountKeyShape = (accountName: string, ageDays: number, disabled: boolean, now: Date) => ({
  name: `${accountName}/keys/${createHash('sha1').update(`${accountName}/${ageDays}`).digest('hex')}`,
  validAfterTime: new Date(now.getTime() - ageDays * dayMs).toISOString().replace(/\.\d+Z$/, 'Z'),
  validBeforeTime: '9999-12-31T23:59:59Z',
  keyAlgorithm: 'KEY_ALG_RSA_2048',
  keyOrigin: 'GOOGLE_PROVIDED',
  keyType: 'USER_MANAGED',
  ...(disabled ? { disabled: true } : {}),
});
