export { integrationAuditActions } from './audit';
export { seedDemoIntegrations } from './demoIntegrations';
export {
  integrationSyncJob,
  planIntegrationSyncsJob,
  planIntegrationSyncsJobName,
  planIntegrationSyncsRecurrence,
} from './jobs';
export { sandboxPlatformAccountId, startIntegrationSandbox } from './sandbox';
