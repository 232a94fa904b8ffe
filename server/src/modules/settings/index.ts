export { settingsActions } from './auditActions';
export { organizationAuditFrequency, organizationAutoRemediation } from './preferences';
export { requireFourEyes } from './service';
