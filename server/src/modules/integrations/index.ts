export { integrationAuditActions } from './audit';
export {
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from './jobs';
export { sandboxPlatformAccountId, startIntegrationSandbox } from './sandbox';
