export { integrationAuditActions } from './auditActions';
export {
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from './jobs';
export { sandboxPlatformAccountId, startIntegrationSandbox } from './sandbox';
export { integrationDepsOf } from './service';
