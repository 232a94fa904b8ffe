import type { FakeAnswer } from '../../fakes/fakeServer';
import {
  diagnosticSettingShape,
  keyVaultShape,
  pricingShape,
  storageAccountShape,
  subscriptionShape,
} from './azureArmShapes';
import { armError, guidOf } from './azureErrors';
import { networkSecurityGroupShape } from './azureNetworkShapes';
import { paged } from './azurePaging';
import type { SandboxTenant } from './azureTenantModel';

// Resource Manager pages at a size of its choosing; this one is small enough for nextLink to be followed.
const pageSize = 5;

export type ManagementContext = {
  tenant: SandboxTenant;
  tenantId: string;
  subscriptionId: string;
  clientId: string;
  /** Whether the app registration holds no role on the subscription. */
  withoutRole: boolean;
};

type Route = { apiVersion: string; action: string; answer: (context: ManagementContext, url: URL) => FakeAnswer };

const listing = (apiVersion: string, action: string, items: (context: ManagementContext) => unknown[]): Route => ({
  apiVersion,
  action,
  answer: (context, url) => paged(items(context), url, pageSize, { link: 'nextLink', token: '$skipToken' }),
});

const subscriptionRoute: Route = {
  apiVersion: '2022-12-01',
  action: 'Microsoft.Resources/subscriptions/read',
  answer: ({ subscriptionId, tenantId }) => ({ status: 200, body: subscriptionShape(subscriptionId, tenantId) }),
};

const providerRoutes: Record<string, Route> = {
  'Microsoft.Storage/storageAccounts': listing('2023-05-01', 'Microsoft.Storage/storageAccounts/read', (context) =>
    context.tenant.storageAccounts.map((account) => storageAccountShape(context.subscriptionId, account)),
  ),
  'Microsoft.Security/pricings': listing('2024-01-01', 'Microsoft.Security/pricings/read', (context) =>
    Object.entries(context.tenant.defenderPlans).map(([plan, tier]) =>
      pricingShape(context.subscriptionId, plan, tier),
    ),
  ),
  'Microsoft.KeyVault/vaults': listing('2023-07-01', 'Microsoft.KeyVault/vaults/read', (context) =>
    context.tenant.keyVaults.map((vault) => keyVaultShape(context.subscriptionId, context.tenantId, vault)),
  ),
  'Microsoft.Insights/diagnosticSettings': listing(
    '2021-05-01-preview',
    'Microsoft.Insights/diagnosticSettings/read',
    (context) =>
      context.tenant.activityLogExports.map((setting) => diagnosticSettingShape(context.subscriptionId, setting)),
  ),
  'Microsoft.Network/networkSecurityGroups': listing(
    '2023-09-01',
    'Microsoft.Network/networkSecurityGroups/read',
    (context) =>
      context.tenant.networkSecurityGroups.map((group) => networkSecurityGroupShape(context.subscriptionId, group)),
  ),
};

const authorizationFailed = ({ clientId, subscriptionId }: ManagementContext, action: string): FakeAnswer => ({
  status: 403,
  body: armError(
    'AuthorizationFailed',
    `The client '${clientId}' with object id '${guidOf(`service principal ${clientId}`)}' does not have authorization to perform action '${action}' over scope '/subscriptions/${subscriptionId}' or the scope is invalid. If access was recently granted, please refresh your credentials.`,
  ),
});

/** Resource Manager's answer to a GET with a valid management token, for exactly the endpoints the connector calls. */
export const answerManagementRequest = (path: string, url: URL, context: ManagementContext): FakeAnswer => {
  const match = /^\/subscriptions\/([^/]+)(?:\/providers\/(.+))?$/.exec(path);
  const route = match && (match[2] === undefined ? subscriptionRoute : providerRoutes[match[2]]);
  if (!match || !route) {
    return { status: 404, body: armError('NotFound', `The resource path '${path}' was not found.`) };
  }
  const apiVersion = url.searchParams.get('api-version');
  if (!apiVersion) {
    return {
      status: 400,
      body: armError(
        'MissingApiVersionParameter',
        'The api-version query parameter (?api-version=) is required for all requests.',
      ),
    };
  }
  if (apiVersion !== route.apiVersion) {
    return {
      status: 400,
      body: armError(
        'InvalidApiVersionParameter',
        `The api-version '${apiVersion}' is invalid. The supported versions are '${route.apiVersion}'.`,
      ),
    };
  }
  if (match[1] !== context.subscriptionId) {
    return {
      status: 404,
      body: armError('SubscriptionNotFound', `The subscription '${match[1]}' could not be found.`),
    };
  }
  if (context.withoutRole) return authorizationFailed(context, route.action);
  return route.answer(context, url);
};
