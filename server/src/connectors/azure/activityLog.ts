import type { Fact } from '../facts';
import type { AzureScope } from './account';
import { listSubscriptionResources, subscriptionOf } from './resources';

type DiagnosticSettingProperties = {
  storageAccountId?: string | null;
  workspaceId?: string | null;
  eventHubAuthorizationRuleId?: string | null;
  logs: { category?: string | null; categoryGroup?: string | null; enabled: boolean }[];
};

// The activity log keeps 90 days on its own; exporting the administrative and security events keeps the record of
// who changed what past that (CIS Microsoft Azure Foundations 5.1.x).
const requiredCategories = ['Administrative', 'Security'];

const destinationsOf = (properties: DiagnosticSettingProperties) =>
  [
    properties.workspaceId && 'Log Analytics workspace',
    properties.storageAccountId && 'storage account',
    properties.eventHubAuthorizationRuleId && 'event hub',
  ].filter((destination): destination is string => Boolean(destination));

const enabledCategories = (properties: DiagnosticSettingProperties) =>
  properties.logs.flatMap(({ category, categoryGroup, enabled }) => (enabled ? [category ?? categoryGroup ?? ''] : []));

const exportsActivityLog = (properties: DiagnosticSettingProperties) => {
  const categories = enabledCategories(properties);
  return (
    destinationsOf(properties).length > 0 &&
    (categories.includes('allLogs') || requiredCategories.every((category) => categories.includes(category)))
  );
};

export const readActivityLogFacts = async (scope: AzureScope): Promise<Fact[]> => {
  const settings = await listSubscriptionResources<DiagnosticSettingProperties>(
    scope,
    'Microsoft.Insights/diagnosticSettings',
    '2021-05-01-preview',
    'activity log diagnostic settings',
  );
  return [
    {
      check: 'azure.activityLogExport',
      value: settings.some(({ properties }) => exportsActivityLog(properties)),
      data: {
        subscription: subscriptionOf(scope),
        diagnosticSettings: settings.map(({ name, properties }) => ({
          name,
          destinations: destinationsOf(properties),
          categories: enabledCategories(properties),
        })),
      },
    },
  ];
};
