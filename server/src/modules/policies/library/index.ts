import { acceptableUse } from './acceptableUse';
import { accessControl } from './accessControl';
import { assetManagement } from './assetManagement';
import { backup } from './backup';
import { businessContinuity } from './businessContinuity';
import { changeManagement } from './changeManagement';
import { codeOfConduct } from './codeOfConduct';
import { cryptography } from './cryptography';
import { dataClassification } from './dataClassification';
import { dataRetention } from './dataRetention';
import { humanResourcesSecurity } from './humanResourcesSecurity';
import { incidentResponse } from './incidentResponse';
import { informationSecurity } from './informationSecurity';
import { loggingMonitoring } from './loggingMonitoring';
import { password } from './password';
import { physicalSecurity } from './physicalSecurity';
import { privacyDataProtection } from './privacyDataProtection';
import { remoteWork } from './remoteWork';
import { riskManagement } from './riskManagement';
import { secureDevelopment } from './secureDevelopment';
import { vendorManagement } from './vendorManagement';
import { vulnerabilityManagement } from './vulnerabilityManagement';
import type { PolicyTemplate } from './types';

export type { PolicyTemplate } from './types';

/**
 * The library, in the order it is shown: governance first, then people, assets and data, access, technical
 * operations, resilience, and third parties and privacy.
 */
export const policyTemplates: readonly PolicyTemplate[] = [
  informationSecurity,
  riskManagement,
  codeOfConduct,
  acceptableUse,
  humanResourcesSecurity,
  remoteWork,
  assetManagement,
  dataClassification,
  dataRetention,
  accessControl,
  password,
  cryptography,
  physicalSecurity,
  secureDevelopment,
  changeManagement,
  vulnerabilityManagement,
  loggingMonitoring,
  incidentResponse,
  backup,
  businessContinuity,
  vendorManagement,
  privacyDataProtection,
];

const byId = new Map(policyTemplates.map((template) => [template.id, template]));

/** The library's template with this id, if there is one. */
export const findPolicyTemplate = (id: string): PolicyTemplate | undefined => byId.get(id);
