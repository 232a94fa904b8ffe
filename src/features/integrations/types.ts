import type { Integration, IntegrationCategory, IntegrationType } from '@/contracts/integrations';

export type CategoryFilter = 'all' | IntegrationCategory;

/** What names an integration in a request and in the toasts about it. */
export type IntegrationRef = Pick<Integration, 'type' | 'name'>;

/** Work the user started on one integration and the server has not finished; one at a time. */
export type IntegrationTask = 'connecting' | 'syncing' | 'testing' | 'disconnecting';

export type IntegrationDialog = { kind: 'connect' | 'details'; type: IntegrationType };
