import type { Collection } from '../connector';
import { collectionOf } from '../facts';
import { cloudSqlFacts, type SqlInstances } from './cloudSql';
import { firewallFacts, type FirewallRules } from './firewalls';
import { iamPolicyFacts } from './iamPolicy';
import { type LogSink, logSinkFacts } from './logSinks';
import { type ConstraintState, isEnforced, orgPolicyFacts } from './orgPolicy';
import type { IamPolicy } from './project';
import { type UserManagedKey, serviceAccountKeyFacts } from './serviceAccountKeys';
import { type BucketPosture, storageFacts } from './storage';

/** What the collectors read of one project. */
export type ProjectPosture = {
  projectId: string;
  iamPolicy: IamPolicy;
  guardrails: ConstraintState[];
  buckets: BucketPosture[];
  serviceAccountKeys: UserManagedKey[];
  sqlInstances: SqlInstances;
  firewallRules: FirewallRules;
  logSinks: LogSink[];
};

export const gcpCollection = (posture: ProjectPosture, collectedAt: Date): Collection => {
  const { projectId, guardrails } = posture;
  const publicAccessPrevented = isEnforced(guardrails, 'constraints/storage.publicAccessPrevention');
  return collectionOf(
    [
      ...orgPolicyFacts(projectId, guardrails),
      ...storageFacts(projectId, posture.buckets, publicAccessPrevented),
      ...iamPolicyFacts(projectId, posture.iamPolicy),
      ...serviceAccountKeyFacts(projectId, posture.serviceAccountKeys),
      ...cloudSqlFacts(projectId, posture.sqlInstances),
      ...firewallFacts(projectId, posture.firewallRules),
      ...logSinkFacts(projectId, posture.logSinks),
    ],
    collectedAt,
  );
};
