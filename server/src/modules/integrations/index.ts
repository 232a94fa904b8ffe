export { integrationAuditActions } from './auditActions';
export { listConnectedTypes } from './connectedTypes';
export {
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from './jobs';
export { sandboxPlatformAccountId, startIntegrationSandbox } from './sandbox';
export { integrationDepsOf } from './service';
