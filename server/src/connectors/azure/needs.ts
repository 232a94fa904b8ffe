import type { ProviderNeed } from '../providerApi';

/** A Microsoft Graph read and the application permission it takes, which an administrator must consent to. */
export const graphNeed = (resource: string, permission: string): ProviderNeed => ({
  resource,
  permission: `the Microsoft Graph application permission ${permission} (with admin consent)`,
});

/** A Resource Manager read of the subscription, which the built-in Reader role (or a wider one) allows. */
export const readerNeed = (resource: string, subscriptionId: string, role = 'Reader'): ProviderNeed => ({
  resource,
  permission: `the ${role} role on subscription ${subscriptionId}`,
});
