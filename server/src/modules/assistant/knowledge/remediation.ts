import type { CheckId } from '../../../frameworks/checks';
import { dataProtectionGuidance } from './guidance/dataProtection';
import { engineeringGuidance } from './guidance/engineering';
import { governanceGuidance } from './guidance/governance';
import { identityGuidance } from './guidance/identity';
import { infrastructureGuidance } from './guidance/infrastructure';
import { operationsGuidance } from './guidance/operations';
import { privacyAccountabilityGuidance } from './guidance/privacyAccountability';
import { privacyRightsGuidance } from './guidance/privacyRights';
import { resilienceGuidance } from './guidance/resilience';
import { sourceControlGuidance } from './guidance/sourceControl';
import type { Remediation } from './guidance/types';
import { awsGuidance } from './guidance/aws';
import { gitlabGuidance } from './guidance/gitlab';
import { azureGuidance } from './guidance/azure';
import { gcpGuidance } from './guidance/gcp';
import { kubernetesGuidance } from './guidance/kubernetes';
import { oktaGuidance } from './guidance/okta';
import { mongodbGuidance } from './guidance/mongodb';

export type { Remediation } from './guidance/types';

/** Remediation guidance for every check: the type makes a check without guidance a compile error. */
export const remediation: Readonly<Record<CheckId, Remediation>> = {
  ...identityGuidance,
  ...dataProtectionGuidance,
  ...resilienceGuidance,
  ...operationsGuidance,
  ...engineeringGuidance,
  ...sourceControlGuidance,
  ...infrastructureGuidance,
  ...governanceGuidance,
  ...privacyRightsGuidance,
  ...privacyAccountabilityGuidance,
  ...awsGuidance,
  ...gitlabGuidance,
  ...azureGuidance,
  ...gcpGuidance,
  ...kubernetesGuidance,
  ...oktaGuidance,
  ...mongodbGuidance,
};
