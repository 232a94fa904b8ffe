export { settingsActions } from './auditActions';
export { organizationAuditFrequency } from './preferences';
export { allowsSelfReview } from './service';
