export { settingsActions } from './auditActions';
export { organizationAuditFrequency } from './preferences';
export { requireFourEyes } from './service';
