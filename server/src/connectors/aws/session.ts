import { AssumeRoleCommand, STSClient } from '@aws-sdk/client-sts';
import type { ConnectorOptions } from '../connector';
import { ConnectorError } from '../connectorError';
import {
  type AwsClients,
  awsClientConfig,
  awsClients,
  type AwsIdentity,
  type AwsRequest,
  awsRequester,
  closeAwsClients,
} from './client';
import type { AwsCredentials } from './credentials';

/** The clients of one connection test or collection, signed as the credentials allow, and how to call them. */
export type AwsSession = { clients: AwsClients; request: AwsRequest; region: string };

const roleSessionName = 'securo-audit';
// The shortest session AWS grants: long enough for one collection, and expired soon after it.
const roleSessionSeconds = 900;

const accessKeyOf = ({ accessKeyId, secretAccessKey }: AwsCredentials): AwsIdentity | undefined =>
  accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined;

const assumeRole = async (
  credentials: AwsCredentials & { roleArn: string },
  options: ConnectorOptions,
  request: AwsRequest,
): Promise<AwsIdentity> => {
  const sts = new STSClient(awsClientConfig(credentials, options, accessKeyOf(credentials)));
  try {
    const { Credentials: issued } = await request(
      { action: 'sts:AssumeRole', resource: `the role ${credentials.roleArn}` },
      () =>
        sts.send(
          new AssumeRoleCommand({
            RoleArn: credentials.roleArn,
            RoleSessionName: roleSessionName,
            ExternalId: credentials.externalId,
            DurationSeconds: roleSessionSeconds,
          }),
        ),
    );
    if (!issued?.AccessKeyId || !issued.SecretAccessKey) {
      throw new ConnectorError('unauthorized', `AWS issued no credentials for the role ${credentials.roleArn}.`);
    }
    return {
      accessKeyId: issued.AccessKeyId,
      secretAccessKey: issued.SecretAccessKey,
      sessionToken: issued.SessionToken,
    };
  } finally {
    sts.destroy();
  }
};

/** Opens a session (assuming the role first when there is one), runs `work` in it, and closes every client. */
export const withAwsSession = async <T>(
  credentials: AwsCredentials,
  options: ConnectorOptions,
  work: (session: AwsSession) => Promise<T>,
): Promise<T> => {
  const request = awsRequester(credentials, options);
  const { roleArn } = credentials;
  const identity = roleArn ? await assumeRole({ ...credentials, roleArn }, options, request) : accessKeyOf(credentials);
  const clients = awsClients(awsClientConfig(credentials, options, identity));
  try {
    return await work({ clients, request, region: credentials.region });
  } finally {
    closeAwsClients(clients);
  }
};
