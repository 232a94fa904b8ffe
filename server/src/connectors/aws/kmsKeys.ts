import {
  DescribeKeyCommand,
  GetKeyRotationStatusCommand,
  type KeyMetadata,
  paginateListKeys,
} from '@aws-sdk/client-kms';
import { type Fact, share } from '../facts';
import type { AwsSession } from './session';

/**
 * The keys whose rotation is the customer's to turn on: customer managed, enabled, symmetric, with key material
 * from KMS (AWS rotates its own keys; imported and asymmetric material cannot rotate automatically).
 */
const isRotatable = ({ KeyManager, KeyState, KeySpec, Origin }: KeyMetadata) =>
  KeyManager === 'CUSTOMER' && KeyState === 'Enabled' && KeySpec === 'SYMMETRIC_DEFAULT' && Origin === 'AWS_KMS';

const listKeyIds = ({ clients, request }: AwsSession) =>
  request({ action: 'kms:ListKeys', resource: 'the KMS keys' }, async () => {
    const ids: string[] = [];
    for await (const page of paginateListKeys({ client: clients.kms, pageSize: 100 }, {})) {
      for (const { KeyId } of page.Keys ?? []) if (KeyId) ids.push(KeyId);
    }
    return ids;
  });

export const readKmsFacts = async (session: AwsSession): Promise<Fact[]> => {
  const { clients, request } = session;
  const keys: { keyId: string; description?: string; rotationEnabled: boolean }[] = [];
  for (const keyId of await listKeyIds(session)) {
    const { KeyMetadata: metadata } = await request(
      { action: 'kms:DescribeKey', resource: `the KMS key ${keyId}` },
      () => clients.kms.send(new DescribeKeyCommand({ KeyId: keyId })),
    );
    if (!metadata || !isRotatable(metadata)) continue;
    const { KeyRotationEnabled } = await request(
      { action: 'kms:GetKeyRotationStatus', resource: `the rotation of the KMS key ${keyId}` },
      () => clients.kms.send(new GetKeyRotationStatusCommand({ KeyId: keyId })),
    );
    keys.push({ keyId, description: metadata.Description, rotationEnabled: KeyRotationEnabled ?? false });
  }
  return [
    { check: 'aws.kmsKeyRotation', value: share(keys, ({ rotationEnabled }) => rotationEnabled), data: { keys } },
  ];
};
