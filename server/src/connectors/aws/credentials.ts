import { z } from 'zod';
import type { CredentialField } from '@/contracts/integrations';

export const awsDefaultRegion = 'us-east-1';

const roleArnPattern = /^arn:aws(?:-[a-z]+)*:iam::\d{12}:role\/[\w+=,.@/-]{1,512}$/;
const accessKeyIdPattern = /^[A-Z0-9]{16,128}$/;
const regionPattern = /^[a-z]{2}(?:-[a-z]+)+-\d{1,2}$/;

// The dialog sends a field left empty as an empty string: it means "not given".
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

/**
 * Either a role to assume (the recommended way: nothing long-lived is stored) or an access key pair. With both,
 * the key pair is the identity that assumes the role; with a role alone, this server's own AWS identity does.
 */
export const awsCredentials = z
  .object({
    roleArn: optionalText.refine((arn) => arn === undefined || roleArnPattern.test(arn), {
      message: 'Enter the role ARN as arn:aws:iam::<12-digit account id>:role/<role name>',
    }),
    // Supplied by the platform, one per organisation, so that no one else can have Securo assume the role.
    externalId: optionalText,
    accessKeyId: optionalText.refine((id) => id === undefined || accessKeyIdPattern.test(id), {
      message: 'An access key id is 20 capital letters and digits, like AKIAIOSFODNN7EXAMPLE',
    }),
    secretAccessKey: optionalText,
    region: optionalText
      .refine((region) => region === undefined || regionPattern.test(region), {
        message: 'Enter an AWS region code, like us-east-1 or eu-west-1',
      })
      .transform((region) => region ?? awsDefaultRegion),
    baseUrl: optionalText.pipe(
      z
        .url({ protocol: /^https?$/, message: 'Enter the endpoint as an http(s) URL' })
        .transform((url) => url.replace(/\/+$/, ''))
        .optional(),
    ),
  })
  .superRefine(({ roleArn, externalId, accessKeyId, secretAccessKey, baseUrl }, context) => {
    // With a role alone, the platform's own identity signs the AssumeRole request: it goes to AWS and nowhere else.
    if (roleArn !== undefined && accessKeyId === undefined && baseUrl !== undefined) {
      context.addIssue({
        code: 'custom',
        path: ['baseUrl'],
        message:
          "A custom endpoint takes an access key pair: Securo's own AWS identity signs requests to AWS only, so leave the endpoint empty to use the role alone",
      });
    }
    if ((accessKeyId === undefined) !== (secretAccessKey === undefined)) {
      const missing = accessKeyId === undefined ? 'accessKeyId' : 'secretAccessKey';
      context.addIssue({
        code: 'custom',
        path: [missing],
        message: 'Enter both the access key id and the secret access key, or neither to use a role',
      });
    }
    if (roleArn === undefined && accessKeyId === undefined && secretAccessKey === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['roleArn'],
        message: 'Enter the ARN of the role Securo assumes, or an access key id and secret access key',
      });
    }
    if (roleArn !== undefined && externalId === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['externalId'],
        message: "The role's external id is missing: it is the organisation's, shown in the Quick Setup Guide",
      });
    }
  });

export type AwsCredentials = z.output<typeof awsCredentials>;

export const awsCredentialFields: CredentialField[] = [
  {
    name: 'roleArn',
    label: 'Role ARN',
    secret: false,
    required: false,
    placeholder: 'arn:aws:iam::123456789012:role/SecuroAudit',
    help: 'A role with the SecurityAudit policy (or the read-only policy of the Quick Setup Guide) that trusts Securo with your external id. Leave empty to use an access key instead.',
  },
  {
    name: 'accessKeyId',
    label: 'Access key ID',
    secret: false,
    required: false,
    placeholder: 'AKIAIOSFODNN7EXAMPLE',
    help: "Only without a role, or as the identity that assumes it: an IAM user's access key with the same read-only permissions.",
  },
  {
    name: 'secretAccessKey',
    label: 'Secret access key',
    secret: true,
    required: false,
    placeholder: null,
    help: 'The secret of the access key above.',
  },
  {
    name: 'region',
    label: 'Region',
    secret: false,
    required: false,
    placeholder: awsDefaultRegion,
    help: 'The region whose trails, buckets, databases, volumes, security groups, detectors and keys are checked.',
  },
  {
    name: 'baseUrl',
    label: 'Endpoint URL',
    secret: false,
    required: false,
    placeholder: null,
    help: 'Only to reach AWS through one endpoint for every service (a VPC endpoint or proxy); leave empty for AWS.',
  },
];
