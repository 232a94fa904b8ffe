import { GetEbsEncryptionByDefaultCommand, paginateDescribeVolumes } from '@aws-sdk/client-ec2';
import { paginateDescribeDBInstances } from '@aws-sdk/client-rds';
import { type Fact, share } from '../facts';
import type { AwsSession } from './session';

// Pages small enough that each answer comes well within the request timeout.
const pageSize = 100;

const readDatabases = ({ clients, request }: AwsSession) =>
  request({ action: 'rds:DescribeDBInstances', resource: 'the RDS database instances' }, async () => {
    const databases: { identifier: string; engine?: string; storageEncrypted: boolean }[] = [];
    for await (const page of paginateDescribeDBInstances({ client: clients.rds, pageSize }, {})) {
      for (const instance of page.DBInstances ?? []) {
        databases.push({
          identifier: instance.DBInstanceIdentifier ?? 'unnamed',
          engine: instance.Engine,
          storageEncrypted: instance.StorageEncrypted ?? false,
        });
      }
    }
    return databases;
  });

const readVolumes = ({ clients, request }: AwsSession) =>
  request({ action: 'ec2:DescribeVolumes', resource: 'the EBS volumes' }, async () => {
    const volumes: { volumeId: string; state?: string; encrypted: boolean }[] = [];
    for await (const page of paginateDescribeVolumes({ client: clients.ec2, pageSize }, {})) {
      for (const volume of page.Volumes ?? []) {
        volumes.push({
          volumeId: volume.VolumeId ?? 'unknown',
          state: volume.State,
          encrypted: volume.Encrypted ?? false,
        });
      }
    }
    return volumes;
  });

export const readStorageEncryptionFacts = async (session: AwsSession): Promise<Fact[]> => {
  const databases = await readDatabases(session);
  const { EbsEncryptionByDefault } = await session.request(
    { action: 'ec2:GetEbsEncryptionByDefault', resource: 'the EBS encryption by default setting' },
    () => session.clients.ec2.send(new GetEbsEncryptionByDefaultCommand({})),
  );
  const volumes = await readVolumes(session);
  return [
    {
      check: 'aws.rdsEncryption',
      value: share(databases, ({ storageEncrypted }) => storageEncrypted),
      data: { databases },
      assets: databases.map(({ identifier, engine, storageEncrypted }) => ({
        kind: 'database',
        externalId: identifier,
        name: identifier,
        detail: { region: session.region, engine: engine ?? null, storageEncrypted },
      })),
    },
    {
      // Scored on the volumes that hold data now; encryption by default only decides about volumes created later,
      // so it is kept as evidence of prevention.
      check: 'aws.ebsEncryption',
      value: share(volumes, ({ encrypted }) => encrypted),
      data: {
        encryptionByDefault: EbsEncryptionByDefault ?? false,
        volumes: volumes.length,
        unencryptedVolumes: volumes.filter(({ encrypted }) => !encrypted),
      },
      assets: volumes.map(({ volumeId, state, encrypted }) => ({
        kind: 'volume',
        externalId: volumeId,
        name: volumeId,
        detail: { region: session.region, state: state ?? null, encrypted },
      })),
    },
  ];
};
