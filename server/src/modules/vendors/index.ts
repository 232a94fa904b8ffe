export { vendorAuditActions } from './auditActions';
export { refreshVendorSignals } from './vendorSignals';
