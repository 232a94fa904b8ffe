import { createPrivateKey } from 'node:crypto';
import { z } from 'zod';
import { googleTokenUri } from './endpoints';

const downloadAgain =
  'download a new JSON key for the service account (IAM & Admin > Service accounts > Keys > Add key > JSON)';

const missing = (field: string) => `The key file has no ${field}: ${downloadAgain}`;

const keyField = (field: string) =>
  z
    .string({ error: missing(field) })
    .trim()
    .min(1, missing(field));

const isPrivateKey = (pem: string): boolean => {
  try {
    createPrivateKey(pem);
    return true;
  } catch {
    return false;
  }
};

/** The JSON key file Google issues for a service account: the fields the connector signs with and sends. */
const keyFile = z.object(
  {
    type: z.literal('service_account', {
      error:
        'This is not a service account key: the file\'s type must be "service_account" (user or external account credentials do not work here)',
    }),
    project_id: keyField('project_id'),
    private_key_id: keyField('private_key_id'),
    private_key: keyField('private_key').refine(
      isPrivateKey,
      `The key file's private_key is not a PEM private key: paste the file exactly as downloaded, or ${downloadAgain}`,
    ),
    client_email: z.email({ error: missing('client_email') }),
    token_uri: z.literal(googleTokenUri, {
      error: `The key file's token_uri must be Google's token endpoint, ${googleTokenUri}: ${downloadAgain}`,
    }),
  },
  { error: `Paste the whole JSON key file of the service account, or ${downloadAgain}` },
);

export type ServiceAccountKey = z.output<typeof keyFile>;

// The parser's own message would quote part of the key, a secret: say only what is wrong.
const parsedJson = (text: string, context: z.RefinementCtx): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    context.addIssue(`The key is not valid JSON: paste the whole key file, from { to }, or ${downloadAgain}`);
    return z.NEVER;
  }
};

/** A service account key file pasted as text, checked to be one before anything is sent to Google. */
export const serviceAccountKeyFile = z
  .string({ error: 'Paste the JSON key file of the service account' })
  .trim()
  .min(1, 'Paste the JSON key file of the service account')
  .transform(parsedJson)
  .pipe(keyFile);
