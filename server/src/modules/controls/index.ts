export { controlAuditActions } from './auditActions';
export { type ExcludedControl, findExcludedControls } from './exclusions';
