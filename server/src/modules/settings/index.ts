export { settingsActions } from './auditActions';
export { organizationAuditFrequency, organizationAutoRemediation, organizationRiskTolerance } from './preferences';
export { requireFourEyes } from './service';
