import type { Collection, ConnectorOptions } from '../connector';
import { readSqlInstances } from './cloudSql';
import { gcpClient } from './client';
import { gcpCollection } from './collection';
import type { GcpCredentials } from './credentials';
import { readFirewallRules } from './firewalls';
import { readLogSinks } from './logSinks';
import { readGuardrails } from './orgPolicy';
import { readIamPolicy } from './project';
import { readUserManagedKeys } from './serviceAccountKeys';
import { readEnabledServices } from './services';
import { readBuckets } from './storage';

// One request at a time: a project's read quotas are per minute, and a sync is not in a hurry.
export const collectGcp = async (credentials: GcpCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  const client = await gcpClient(credentials, options);
  const iamPolicy = await readIamPolicy(client);
  const guardrails = await readGuardrails(client);
  const enabledServices = await readEnabledServices(client);
  return gcpCollection(
    {
      projectId: client.projectId,
      iamPolicy,
      guardrails,
      buckets: await readBuckets(client),
      serviceAccountKeys: await readUserManagedKeys(client, collectedAt),
      sqlInstances: await readSqlInstances(client, enabledServices),
      firewallRules: await readFirewallRules(client, enabledServices),
      logSinks: await readLogSinks(client),
    },
    collectedAt,
  );
};
