import type { FakeAnswer } from '../../fakes/fakeServer';
import { sandboxAccountId } from './awsAccounts';
import { credentialReportCsv } from './awsCredentialReport';
import { errorAnswer, leaf, node, queryAnswer } from './awsProtocols';
import { pageOf, type ServiceOperation } from './awsServiceCall';

const iam = (action: string, result: string) => queryAnswer('iam', action, result);

const summary: Record<string, number> = {
  Users: 9,
  Groups: 3,
  Roles: 14,
  Policies: 6,
  MFADevices: 5,
  AccountMFAEnabled: 1,
};

/** IAM's answers to the operations the connector calls. */
export const iamOperations: Record<string, ServiceOperation> = {
  GetAccountSummary: () =>
    iam(
      'GetAccountSummary',
      node(
        'SummaryMap',
        ...Object.entries(summary).map(([key, value]) => node('entry', leaf('key', key), leaf('value', value))),
      ),
    ),
  // Like IAM, the first request only starts the report; the next ones find it complete for four hours.
  GenerateCredentialReport: ({ reportStarted }) => {
    const started = reportStarted.value;
    reportStarted.value = true;
    return iam(
      'GenerateCredentialReport',
      started
        ? leaf('State', 'COMPLETE')
        : leaf('State', 'STARTED') + leaf('Description', 'No report exists. Starting a new report generation task'),
    );
  },
  GetCredentialReport: ({ account, now, reportStarted }): FakeAnswer =>
    reportStarted.value
      ? iam(
          'GetCredentialReport',
          leaf('Content', Buffer.from(credentialReportCsv(account, now)).toString('base64')) +
            leaf('ReportFormat', 'text/csv') +
            leaf('GeneratedTime', now.toISOString()),
        )
      : errorAnswer('iam', {
          status: 410,
          code: 'ReportNotPresent',
          message: 'Credential report does not exist. Use GenerateCredentialReport to generate a credential report.',
        }),
  GetAccountPasswordPolicy: ({ account: { passwordPolicy } }) =>
    passwordPolicy
      ? iam(
          'GetAccountPasswordPolicy',
          node(
            'PasswordPolicy',
            leaf('AllowUsersToChangePassword', true),
            leaf('RequireLowercaseCharacters', true),
            leaf('RequireUppercaseCharacters', true),
            leaf('MinimumPasswordLength', passwordPolicy.MinimumPasswordLength),
            leaf('RequireNumbers', true),
            leaf('RequireSymbols', true),
            leaf('ExpirePasswords', false),
            leaf('PasswordReusePrevention', passwordPolicy.PasswordReusePrevention),
          ),
        )
      : errorAnswer('iam', {
          status: 404,
          code: 'NoSuchEntity',
          message: `The Password Policy with domain name ${sandboxAccountId} cannot be found.`,
        }),
};

/** RDS's DescribeDBInstances, paged by MaxRecords (100 by default) and Marker. */
export const rdsOperations: Record<string, ServiceOperation> = {
  DescribeDBInstances: ({ account, params }) => {
    const { items, next } = pageOf(account.databases, params.MaxRecords, params.Marker, 100);
    const instances = items.map(({ identifier, engine, encrypted }) =>
      node(
        'DBInstance',
        leaf('DBInstanceIdentifier', identifier),
        leaf('DBInstanceClass', 'db.r6g.large'),
        leaf('Engine', engine),
        leaf('DBInstanceStatus', 'available'),
        leaf('StorageEncrypted', encrypted),
        encrypted
          ? leaf('KmsKeyId', `arn:aws:kms:us-east-1:${sandboxAccountId}:key/9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b`)
          : '',
        leaf('DBInstanceArn', `arn:aws:rds:us-east-1:${sandboxAccountId}:db:${identifier}`),
        leaf('PubliclyAccessible', false),
      ),
    );
    return queryAnswer('rds', 'DescribeDBInstances', node('DBInstances', ...instances) + leaf('Marker', next));
  },
};
