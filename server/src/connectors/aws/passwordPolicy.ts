import { GetAccountPasswordPolicyCommand, NoSuchEntityException } from '@aws-sdk/client-iam';
import type { Fact } from '../facts';
import type { AwsSession } from './session';

// CIS AWS Foundations: passwords of at least 14 characters, none of the last 24 reused.
const cisMinimumLength = 14;
const cisReusePrevention = 24;
// What IAM requires of a password when the account sets no policy of its own.
const awsDefaultMinimumLength = 8;

export const readPasswordPolicyFacts = async ({ clients, request }: AwsSession): Promise<Fact[]> => {
  const policy = await request({ action: 'iam:GetAccountPasswordPolicy', resource: 'the IAM password policy' }, () =>
    clients.iam.send(new GetAccountPasswordPolicyCommand({})).then(
      ({ PasswordPolicy }) => PasswordPolicy ?? null,
      (error: unknown) => {
        // NoSuchEntity: the account never set a policy.
        if (error instanceof NoSuchEntityException) return null;
        throw error;
      },
    ),
  );
  const minimumLength = policy?.MinimumPasswordLength ?? awsDefaultMinimumLength;
  const reusePrevention = policy?.PasswordReusePrevention ?? 0;
  return [
    {
      check: 'aws.passwordPolicy',
      value: minimumLength >= cisMinimumLength && reusePrevention >= cisReusePrevention,
      data: {
        customPolicy: policy !== null,
        minimumLength,
        reusePrevention,
        requireSymbols: policy?.RequireSymbols ?? false,
        requireNumbers: policy?.RequireNumbers ?? false,
        maxPasswordAgeDays: policy?.MaxPasswordAge ?? null,
        required: { minimumLength: cisMinimumLength, reusePrevention: cisReusePrevention },
      },
    },
  ];
};
