import { GetAccountSummaryCommand } from '@aws-sdk/client-iam';
import { GetCallerIdentityCommand } from '@aws-sdk/client-sts';
import type { ConnectionTestResult, ConnectorOptions } from '../connector';
import { connectionTested } from '../providerApi';
import type { AwsCredentials } from './credentials';
import { withAwsSession } from './session';

/** The account the credentials reach, then one read that takes the audit permissions, so a 403 names what is missing. */
export const testAwsConnection = (
  credentials: AwsCredentials,
  options: ConnectorOptions,
): Promise<ConnectionTestResult> =>
  connectionTested(() =>
    withAwsSession(credentials, options, async ({ clients, request }) => {
      const { Account } = await request(
        { action: 'sts:GetCallerIdentity', resource: 'the account of the credentials' },
        () => clients.sts.send(new GetCallerIdentityCommand({})),
      );
      await request({ action: 'iam:GetAccountSummary', resource: 'the IAM account summary' }, () =>
        clients.iam.send(new GetAccountSummaryCommand({})),
      );
      return Account ?? 'unknown account';
    }),
  );
