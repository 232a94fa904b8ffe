import { passed, optionsAt, valuesOf, evidenceOf, failureOf, expectRefused } from './connectorTestKit';
import { GetAccountSummaryCommand } from '@aws-sdk/client-iam';
import { DescribeVolumesCommand, GetEbsEncryptionByDefaultCommand } from '@aws-sdk/client-ec2';
import { ListDetectorsCommand } from '@aws-sdk/client-guardduty';
import { ListKeysCommand } from '@aws-sdk/client-kms';
import { DescribeDBInstancesCommand } from '@aws-sdk/client-rds';
import { ListBucketsCommand } from '@aws-sdk/client-s3';
import { DescribeTrailsCommand } from '@aws-sdk/client-cloudtrail';
import { checks } from '../../../server/src/frameworks/checks';
import { awsConnector } from '../../../server/src/connectors/aws/awsConnector';
import { awsClientConfig, awsClients, closeAwsClients } from '../../../server/src/connectors/aws/client';
import { parseCredentialReport } from '../../../server/src/connectors/aws/credentialReport';
import { connectorErrorFrom } from '../../../server/src/connectors/aws/errors';
import { awsReadOnlyPolicy, awsTrustPolicy } from '../../../server/src/connectors/aws/policy';
import {
  awsSandboxCredentials,
  awsSandboxHelp,
  awsSandboxPrincipal,
  startAwsSandbox,
} from '../../../server/src/connectors/aws/fakes/awsSandbox';
import type { FakeState, ProviderSandbox } from '../../../server/src/connectors/fakes/fakeServer';
import { validateSignal } from '../../../server/src/modules/signals/validation';

const now = new Date('2026-07-01T08:00:00.000Z');
const options = optionsAt(now);
const externalId = 'securo-org-7f3a9c';
const account = '123456789012';

let sandbox: ProviderSandbox;

// Like AWS, the sandbox knows only the platform's own keys; the role's temporary credentials are its own.
beforeAll(async () => {
  sandbox = await startAwsSandbox({
    now: () => now,
    acceptsCredentials: (accessKeyId) => accessKeyId === awsSandboxPrincipal.accessKeyId,
  });
});
afterAll(() => sandbox.close());

const credentials = (overrides: Record<string, unknown> = {}) =>
  awsConnector.credentials.parse({
    ...awsSandboxCredentials,
    externalId,
    ...awsSandboxPrincipal,
    baseUrl: sandbox.url,
    ...overrides,
  });

const collectIn = async (state: 'good' | 'misconfigured') => {
  sandbox.setState(state);
  return awsConnector.collect(credentials(), options);
};

describe('AWS connector against the sandbox', () => {
  it('collects passing signals and their evidence from a well configured account', async () => {
    const collection = await collectIn('good');
    expect(valuesOf(collection)).toEqual({
      'aws.rootMfa': true,
      'aws.rootAccessKeys': 0,
      'aws.consoleUserMfa': { compliant: 3, total: 3 },
      'mfa.enforced': { compliant: 3, total: 3 },
      'aws.unusedCredentials': 0,
      'aws.accessKeyRotation': 0,
      'aws.passwordPolicy': true,
      'aws.cloudTrailMultiRegion': true,
      'aws.cloudTrailLogValidation': { compliant: 1, total: 1 },
      'aws.s3PublicAccessBlock': { compliant: 3, total: 3 },
      'aws.s3DefaultEncryption': { compliant: 3, total: 3 },
      'aws.rdsEncryption': { compliant: 2, total: 2 },
      'aws.ebsEncryption': { compliant: 6, total: 6 },
      'aws.openAdminPorts': 0,
      'aws.guardDuty': true,
      'aws.configRecorder': true,
      'aws.kmsKeyRotation': { compliant: 2, total: 2 },
    });
    for (const { key, value } of collection.signals) expect(checks[key].assess(value, now)).toEqual(passed);
    expect(collection.observations.map((observation) => observation.check)).toEqual(
      collection.signals.map((signal) => signal.key),
    );
    for (const observation of collection.observations) {
      expect(observation).toMatchObject({ collectedAt: now.toISOString(), expiresAt: '2026-07-08T08:00:00.000Z' });
    }
    // Only the customer managed, enabled, symmetric keys count: not the AWS managed nor the signing key.
    expect(evidenceOf(collection, 'aws.kmsKeyRotation')?.keys).toEqual([
      { keyId: '5f1c2a3b-8d4e-4f60-9a7b-0c1d2e3f4a5b', description: 'Application data', rotationEnabled: true },
      { keyId: '9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b', description: 'Backups', rotationEnabled: true },
    ]);
    expect(evidenceOf(collection, 'aws.passwordPolicy')).toMatchObject({
      customPolicy: true,
      minimumLength: 14,
      reusePrevention: 24,
    });
  });

  it('reports the exact failures of a drifted account, across every page of volumes', async () => {
    const collection = await collectIn('misconfigured');
    expect(valuesOf(collection)).toEqual({
      'aws.rootMfa': true,
      'aws.rootAccessKeys': 1,
      'aws.consoleUserMfa': { compliant: 4, total: 7 },
      'mfa.enforced': { compliant: 4, total: 7 },
      'aws.unusedCredentials': 3,
      'aws.accessKeyRotation': 3,
      'aws.passwordPolicy': false,
      'aws.cloudTrailMultiRegion': true,
      'aws.cloudTrailLogValidation': { compliant: 1, total: 2 },
      'aws.s3PublicAccessBlock': { compliant: 5, total: 7 },
      'aws.s3DefaultEncryption': { compliant: 7, total: 7 },
      'aws.rdsEncryption': { compliant: 2, total: 3 },
      'aws.ebsEncryption': { compliant: 126, total: 130 },
      'aws.openAdminPorts': 3,
      'aws.guardDuty': true,
      'aws.configRecorder': false,
      'aws.kmsKeyRotation': { compliant: 2, total: 3 },
    });
    const issues = collection.signals.flatMap(({ key, value }) => checks[key].assess(value, now).issues);
    expect(issues).toEqual([
      'The AWS root user has an active access key',
      '3 of 7 IAM users who can sign in to the AWS console have no MFA device',
      'MFA is not enforced for 3 of 7 users',
      '3 IAM passwords and access keys have not been used for 90 days or more',
      '3 active IAM access keys are older than 90 days',
      'The IAM password policy does not require 14+ characters and prevent reuse of the last 24 passwords (CIS)',
      '1 of 2 CloudTrail trails do not validate the integrity of their log files',
      '2 of 7 S3 buckets do not block public access',
      '1 of 3 RDS database instances are not encrypted at rest',
      '4 of 130 EBS volumes are not encrypted',
      '3 security groups allow SSH or RDP from the whole internet',
      'AWS Config is not recording resource configuration changes in the region',
      '1 of 3 customer managed KMS keys are not rotated automatically',
    ]);
    expect(evidenceOf(collection, 'aws.unusedCredentials')?.idleCredentials).toEqual([
      { user: 'former-contractor', credential: 'password', lastUsed: '2026-02-01', idleDays: 150 },
      { user: 'former-contractor', credential: 'access key 1', lastUsed: '2026-03-03', idleDays: 120 },
      { user: 'reporting', credential: 'access key 1', lastUsed: 'never', idleDays: 95 },
    ]);
    expect(evidenceOf(collection, 'aws.passwordPolicy')).toMatchObject({
      customPolicy: false,
      minimumLength: 8,
      reusePrevention: 0,
    });
    expect(evidenceOf(collection, 'aws.openAdminPorts')?.exposedSecurityGroups).toEqual([
      {
        groupId: 'sg-0a1b2c3d4e5f60003',
        groupName: 'bastion',
        vpcId: 'vpc-0f1e2d3c4b5a69788',
        open: ['SSH from 0.0.0.0/0'],
      },
      {
        groupId: 'sg-0a1b2c3d4e5f60004',
        groupName: 'windows-jump',
        vpcId: 'vpc-0f1e2d3c4b5a69788',
        open: ['RDP from ::/0'],
      },
      {
        groupId: 'sg-0a1b2c3d4e5f60005',
        groupName: 'legacy-open',
        vpcId: 'vpc-0f1e2d3c4b5a69788',
        open: ['SSH from 0.0.0.0/0', 'RDP from 0.0.0.0/0'],
      },
    ]);
    expect(evidenceOf(collection, 'aws.ebsEncryption')).toMatchObject({ encryptionByDefault: false, volumes: 130 });
    expect(evidenceOf(collection, 'aws.s3PublicAccessBlock')?.buckets).toEqual(
      expect.arrayContaining([
        { name: 'acme-marketing-site', publicAccessBlocked: false },
        { name: 'acme-partner-exchange', publicAccessBlocked: false },
      ]),
    );
  });

  it.each(['good', 'misconfigured'] as const)(
    'produces only signals the signals module accepts (%s)',
    async (state) => {
      const { signals } = await collectIn(state);
      for (const signal of signals) {
        expect(validateSignal({ ...signal, source: 'AWS' })).toEqual({ ...signal, source: 'AWS' });
      }
    },
  );

  it('connects through the role to the account it belongs to', async () => {
    sandbox.setState('good');
    expect(await awsConnector.testConnection(credentials(), options)).toEqual({ ok: true, account });
  });

  it('connects with an access key pair alone', async () => {
    sandbox.setState('good');
    expect(await awsConnector.testConnection(credentials({ roleArn: '' }), options)).toEqual({ ok: true, account });
  });

  it('explains rejected credentials without repeating the secret', async () => {
    sandbox.setState('unauthorized');
    const expected = {
      reason: 'unauthorized',
      message:
        'AWS rejected the credentials (The security token included in the request is invalid.): they are mistyped, expired or revoked, so save current ones.',
    };
    await expectRefused(awsConnector, credentials(), options, expected);
    expect(expected.message).not.toContain(awsSandboxPrincipal.secretAccessKey);
  });

  it('refuses an access key AWS does not know, in any state', async () => {
    sandbox.setState('good');
    const unknown = credentials({ accessKeyId: 'AKIAUNKNOWNKEY000000', secretAccessKey: 'not-the-secret' });
    expect(await awsConnector.testConnection(unknown, options)).toMatchObject({ ok: false, reason: 'unauthorized' });
  });

  it("says the role's trust policy refused Securo when the external id does not match", async () => {
    sandbox.setState('good');
    const withoutExternalId = { ...credentials(), externalId: undefined };
    expect(await awsConnector.testConnection(withoutExternalId, options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message:
        "AWS refused to let Securo assume the role (User: arn:aws:iam::123456789012:user/securo-audit is not authorized to perform: sts:AssumeRole on resource: arn:aws:iam::123456789012:role/SecuroAudit): check that the role's trust policy names Securo's AWS account and the external id shown in the Quick Setup Guide.",
    });
  });

  it('names the missing IAM action and the policy that grants it', async () => {
    sandbox.setState('forbidden');
    const denied = (action: string, resource: string) =>
      `The credentials lack ${action}, needed to read ${resource} (AWS: User: arn:aws:sts::123456789012:assumed-role/SecuroAudit/securo-audit is not authorized to perform: ${action} because no identity-based policy allows the ${action} action): attach the AWS managed policy SecurityAudit, or the read-only policy of the Quick Setup Guide.`;
    expect(await awsConnector.testConnection(credentials(), options)).toEqual({
      ok: false,
      reason: 'forbidden',
      message: denied('iam:GetAccountSummary', 'the IAM account summary'),
    });
    expect(await failureOf(awsConnector.collect(credentials(), options))).toEqual({
      reason: 'forbidden',
      message: denied('iam:GenerateCredentialReport', 'the IAM credential report'),
    });
  });

  it('reports throttling as a rate limit', async () => {
    sandbox.setState('rateLimited');
    expect(await awsConnector.testConnection(credentials(), options)).toEqual({
      ok: false,
      reason: 'rateLimited',
      message: 'AWS is limiting iam:GetAccountSummary requests from these credentials: try again in a few minutes.',
    });
    expect(await failureOf(awsConnector.collect(credentials(), options))).toEqual({
      reason: 'rateLimited',
      message:
        'AWS is limiting iam:GenerateCredentialReport requests from these credentials: try again in a few minutes.',
    });
  });

  it('gives up on an endpoint that never answers within the timeout, naming the URL', async () => {
    sandbox.setState('timeout');
    const quick = { ...options, timeoutMs: 200 };
    const started = Date.now();
    const expected = {
      reason: 'unreachable',
      message: `Could not reach AWS at ${sandbox.url} (no answer within 200 ms): check the address and that this server can reach it.`,
    };
    await expectRefused(awsConnector, credentials(), quick, expected);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('reports a refused connection as unreachable', async () => {
    const closed = await startAwsSandbox();
    const { url } = closed;
    await closed.close();
    expect(await awsConnector.testConnection(credentials({ baseUrl: url }), options)).toEqual({
      ok: false,
      reason: 'unreachable',
      message: `Could not reach AWS at ${url} (ECONNREFUSED): check the address and that this server can reach it.`,
    });
  });
});

describe("the AWS sandbox's protocols", () => {
  // One read of every service the connector calls, through the connector's own clients.
  const readsOfEveryService = (clients: ReturnType<typeof awsClients>) => ({
    'iam (query)': () => clients.iam.send(new GetAccountSummaryCommand({})),
    'rds (query)': () => clients.rds.send(new DescribeDBInstancesCommand({})),
    'ec2 (EC2 query)': () => clients.ec2.send(new GetEbsEncryptionByDefaultCommand({})),
    'cloudtrail (JSON 1.1)': () => clients.cloudTrail.send(new DescribeTrailsCommand({})),
    'kms (JSON 1.1)': () => clients.kms.send(new ListKeysCommand({})),
    'guardduty (REST-JSON)': () => clients.guardDuty.send(new ListDetectorsCommand({})),
    's3 (REST-XML)': () => clients.s3.send(new ListBucketsCommand({})),
  });

  it.each([
    ['unauthorized', 'unauthorized'],
    ['forbidden', 'forbidden'],
    ['rateLimited', 'rateLimited'],
  ] as const)("turns every service's %s answer into the same reason", async (state: FakeState, reason) => {
    sandbox.setState(state);
    const clients = awsClients(awsClientConfig(credentials(), options, awsSandboxPrincipal));
    try {
      for (const [service, read] of Object.entries(readsOfEveryService(clients))) {
        const error = await read().then(
          () => undefined,
          (caught: unknown) => caught,
        );
        const context = {
          endpoint: sandbox.url,
          timeoutMs: 200,
          need: { action: 'kms:ListKeys', resource: 'r' },
        } as const;
        expect([service, connectorErrorFrom(error, context)]).toEqual([service, expect.objectContaining({ reason })]);
      }
    } finally {
      closeAwsClients(clients);
    }
  });

  it('pages EBS volumes with NextToken as EC2 does', async () => {
    sandbox.setState('misconfigured');
    const { ec2 } = awsClients(awsClientConfig(credentials(), options, awsSandboxPrincipal));
    try {
      const first = await ec2.send(new DescribeVolumesCommand({ MaxResults: 100 }));
      expect(first.Volumes).toHaveLength(100);
      const second = await ec2.send(new DescribeVolumesCommand({ MaxResults: 100, NextToken: first.NextToken }));
      expect([second.Volumes?.length, second.NextToken]).toEqual([30, undefined]);
    } finally {
      ec2.destroy();
    }
  });
});

describe('AWS credentials', () => {
  const problems = (input: Record<string, unknown>) => {
    const parsed = awsConnector.credentials.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
  };

  it('takes a role with its external id, defaulting the region to us-east-1', () => {
    expect(
      awsConnector.credentials.parse({
        roleArn: ' arn:aws:iam::123456789012:role/SecuroAudit ',
        externalId,
        accessKeyId: '',
        secretAccessKey: '',
        region: '',
        baseUrl: '',
      }),
    ).toEqual({ roleArn: 'arn:aws:iam::123456789012:role/SecuroAudit', externalId, region: 'us-east-1' });
  });

  it('takes an access key pair instead, and one endpoint for every service', () => {
    expect(
      awsConnector.credentials.parse({
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'eu-west-1',
        baseUrl: 'https://vpce.example.com/',
      }),
    ).toEqual({
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'eu-west-1',
      baseUrl: 'https://vpce.example.com',
    });
  });

  it('explains what is missing or malformed', () => {
    expect(problems({})).toEqual([
      'roleArn: Enter the ARN of the role Securo assumes, or an access key id and secret access key',
    ]);
    expect(problems({ roleArn: 'arn:aws:iam::12345:role/Audit', externalId })).toEqual([
      'roleArn: Enter the role ARN as arn:aws:iam::<12-digit account id>:role/<role name>',
    ]);
    expect(problems({ roleArn: 'arn:aws:iam::123456789012:role/SecuroAudit' })).toEqual([
      "externalId: The role's external id is missing: it is the organisation's, shown in the Quick Setup Guide",
    ]);
    expect(problems({ accessKeyId: 'AKIAIOSFODNN7EXAMPLE' })).toEqual([
      'secretAccessKey: Enter both the access key id and the secret access key, or neither to use a role',
    ]);
    expect(problems({ accessKeyId: 'wJalrXUtnFEMI/K7MDENG', secretAccessKey: 'x', region: 'Frankfurt' })).toEqual([
      'accessKeyId: An access key id is 20 capital letters and digits, like AKIAIOSFODNN7EXAMPLE',
      'region: Enter an AWS region code, like us-east-1 or eu-west-1',
    ]);
  });

  it('asks the dialog for the role, the key pair, the region and the endpoint, never the external id', () => {
    expect(awsConnector.fields.map(({ name, secret }) => [name, secret])).toEqual([
      ['roleArn', false],
      ['accessKeyId', false],
      ['secretAccessKey', true],
      ['region', false],
      ['baseUrl', false],
    ]);
    expect(awsConnector.fields[0]).toMatchObject({
      label: 'Role ARN',
      placeholder: 'arn:aws:iam::123456789012:role/SecuroAudit',
    });
    expect(awsConnector.credentials.safeParse({ ...awsSandboxCredentials, externalId }).success).toBe(true);
    expect(awsSandboxHelp).toBe(
      "Sandbox: any role ARN in AWS's format works, e.g. arn:aws:iam::123456789012:role/SecuroAudit.",
    );
  });
});

describe('AWS policies and the credential report', () => {
  it('grants exactly the read-only actions the connector calls', () => {
    expect(awsReadOnlyPolicy).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Sid: 'SecuroReadOnlyAudit',
          Effect: 'Allow',
          Action: [
            'iam:GetAccountSummary',
            'iam:GenerateCredentialReport',
            'iam:GetCredentialReport',
            'iam:GetAccountPasswordPolicy',
            'cloudtrail:DescribeTrails',
            'cloudtrail:GetTrailStatus',
            's3:ListAllMyBuckets',
            's3:GetBucketPublicAccessBlock',
            's3:GetEncryptionConfiguration',
            'rds:DescribeDBInstances',
            'ec2:GetEbsEncryptionByDefault',
            'ec2:DescribeVolumes',
            'ec2:DescribeSecurityGroups',
            'guardduty:ListDetectors',
            'guardduty:GetDetector',
            'config:DescribeConfigurationRecorders',
            'config:DescribeConfigurationRecorderStatus',
            'kms:ListKeys',
            'kms:DescribeKey',
            'kms:GetKeyRotationStatus',
          ],
          Resource: '*',
        },
      ],
    });
  });

  it("trusts only the platform's account with the organisation's external id", () => {
    expect(awsTrustPolicy('210987654321', externalId)).toEqual({
      Version: '2012-10-17',
      Statement: [
        {
          Effect: 'Allow',
          Principal: { AWS: 'arn:aws:iam::210987654321:root' },
          Action: 'sts:AssumeRole',
          Condition: { StringEquals: { 'sts:ExternalId': externalId } },
        },
      ],
    });
  });

  it('reads the report by its header, quoted names included', () => {
    const csv =
      'user,arn,mfa_active\r\n<root_account>,arn:aws:iam::123456789012:root,true\r\n"ops,eu",arn:aws:iam::123456789012:user/ops,false\r\n';
    expect(parseCredentialReport(csv)).toEqual([
      { user: '<root_account>', arn: 'arn:aws:iam::123456789012:root', mfa_active: 'true' },
      { user: 'ops,eu', arn: 'arn:aws:iam::123456789012:user/ops', mfa_active: 'false' },
    ]);
  });
});
