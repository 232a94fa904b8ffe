export { auditSettings, settingsActions } from './audit';
export { organizationAuditFrequency } from './preferences';
export { allowsSelfReview } from './service';
