import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

const guid = (what: string) =>
  z
    .string()
    .trim()
    .pipe(z.guid(`Enter the ${what}, a GUID such as aaaabbbb-0000-cccc-1111-dddd2222eeee`));

/** An app registration's client secret, and the subscription whose resources are checked. */
export const azureCredentials = z.object({
  tenantId: guid('directory (tenant) ID'),
  clientId: guid('application (client) ID'),
  clientSecret: z.string().trim().min(1, 'Enter the client secret value'),
  subscriptionId: guid('subscription ID'),
  // Empty means Azure's public cloud, whose three APIs each have their own host (see client.ts).
  baseUrl: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .url({ protocol: /^https?$/ })
      .transform((url) => url.replace(/\/+$/, ''))
      .optional(),
  ),
});

export type AzureCredentials = z.output<typeof azureCredentials>;

export const azureCredentialFields: CredentialField[] = [
  {
    name: 'tenantId',
    label: 'Directory (tenant) ID',
    secret: false,
    required: true,
    placeholder: 'aaaabbbb-0000-cccc-1111-dddd2222eeee',
    help: 'Microsoft Entra admin center > Overview: the tenant ID.',
  },
  {
    name: 'clientId',
    label: 'Application (client) ID',
    secret: false,
    required: true,
    placeholder: '00001111-aaaa-2222-bbbb-3333cccc4444',
    help: 'An app registration granted, with admin consent, the Microsoft Graph application permissions Organization.Read.All, AuditLog.Read.All, Policy.Read.All and RoleManagement.Read.Directory.',
  },
  {
    name: 'clientSecret',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: 'The client secret value',
    help: "Certificates & secrets > Client secrets: the secret's Value (not its Secret ID).",
  },
  {
    name: 'subscriptionId',
    label: 'Subscription ID',
    secret: false,
    required: true,
    placeholder: 'aaaa0a0a-bb1b-cc2c-dd3d-eeeeee4e4e4e',
    help: 'The subscription whose resources are checked; the app registration needs the Reader role on it.',
  },
  {
    name: 'baseUrl',
    label: 'API URL',
    secret: false,
    required: false,
    placeholder: 'Empty for the public cloud',
    help: "Leave empty for Azure's public cloud. Otherwise one address serving the identity platform under /login, Microsoft Graph under /graph and Resource Manager under /management.",
  },
];
