// Exactly the actions the collectors and the connection test call; sts:GetCallerIdentity needs no permission.
const readOnlyActions = [
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
] as const;

/** An IAM action a collector needs, as IAM names it (S3's differ from its API operations). */
export type AwsAction = (typeof readOnlyActions)[number] | 'sts:AssumeRole' | 'sts:GetCallerIdentity';

/** The least-privilege alternative to the AWS managed policy SecurityAudit, as the Quick Setup Guide shows it. */
export const awsReadOnlyPolicy = {
  Version: '2012-10-17',
  Statement: [{ Sid: 'SecuroReadOnlyAudit', Effect: 'Allow', Action: [...readOnlyActions], Resource: '*' }],
};

/** The role's trust policy: only the platform's AWS account, and only with the organisation's external id. */
export const awsTrustPolicy = (accountId: string, externalId: string) => ({
  Version: '2012-10-17',
  Statement: [
    {
      Effect: 'Allow',
      Principal: { AWS: `arn:aws:iam::${accountId}:root` },
      Action: 'sts:AssumeRole',
      Condition: { StringEquals: { 'sts:ExternalId': externalId } },
    },
  ],
});
