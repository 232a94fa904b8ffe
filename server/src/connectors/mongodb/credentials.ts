import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

const atlasCloudUrl = 'https://cloud.mongodb.com';

/** A programmatic API key (a public and a private key, answered by HTTP Digest) and the project it checks. */
export const mongodbCredentials = z.object({
  publicKey: z.string().trim().min(1, 'Enter the public key of the Atlas API key'),
  privateKey: z.string().trim().min(1, 'Enter the private key of the Atlas API key'),
  projectId: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[0-9a-f]{24}$/, 'Enter the 24-character hexadecimal Project ID shown in Atlas under Project Settings'),
  baseUrl: z
    .url({ protocol: /^https?$/ })
    .transform((url) => url.replace(/\/+$/, ''))
    .default(atlasCloudUrl),
});

export type MongodbCredentials = z.output<typeof mongodbCredentials>;

export const mongodbCredentialFields: CredentialField[] = [
  {
    name: 'publicKey',
    label: 'Public key',
    secret: false,
    required: true,
    placeholder: 'abcdefgh',
    help: 'The public key of an Atlas API key with the Project Owner role on the project (Atlas requires it to read the auditing and encryption at rest settings).',
  },
  {
    name: 'privateKey',
    label: 'API Key / Token',
    secret: true,
    required: true,
    placeholder: 'xxxxxxxx-xxxx-xxxx-xxxx-xxxxxxxxxxxx',
    help: "The API key's private key, shown once when the key is created. Add this server's IP address to the key's access list.",
  },
  {
    name: 'projectId',
    label: 'Project ID',
    secret: false,
    required: true,
    placeholder: '5f1c2ab3d4e5f6a7b8c9d0e1',
    help: 'The project whose clusters, database users, IP access list and auditing are checked (Project Settings > Project ID).',
  },
  {
    name: 'baseUrl',
    label: 'API URL',
    secret: false,
    required: false,
    placeholder: atlasCloudUrl,
    help: 'Only for Atlas for Government, e.g. https://cloud.mongodbgov.com.',
  },
];
