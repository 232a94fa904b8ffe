import { randomBytes } from 'node:crypto';
import type { FakeAnswer } from '../../fakes/fakeServer';
import { sandboxAccountId } from './awsAccounts';
import { unknownOperation } from './awsFailures';
import { errorAnswer, leaf, node, queryAnswer } from './awsProtocols';

/** Who signed a request: an IAM user's access key, or the temporary credentials of an assumed role. */
export type Caller = { arn: string; account: string; userId: string };

export const keyOwner: Caller = {
  arn: `arn:aws:iam::${sandboxAccountId}:user/securo-audit`,
  account: sandboxAccountId,
  userId: 'AIDAQ3EGRCUYGCC6T7K2E',
};

const roleArnPattern = /^arn:aws:iam::(\d{12}):role\/(?:[\w+=,.@-]+\/)*([\w+=,.@-]+)$/;

const randomText = (length: number, alphabet: string) =>
  Array.from(randomBytes(length), (byte) => alphabet[byte % alphabet.length]).join('');
const upperAlphanumeric = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
const base64ish = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/**
 * STS for the sandbox: GetCallerIdentity, and AssumeRole of any role in AWS's format whose trust policy is
 * satisfied by an external id (the sandbox accepts any); the credentials it issues are recorded as their caller.
 */
export const stsAnswer = (
  operation: string,
  params: Record<string, string | undefined>,
  caller: Caller,
  issue: (accessKeyId: string, assumed: Caller) => void,
  now: Date,
): FakeAnswer => {
  if (operation === 'GetCallerIdentity') {
    return queryAnswer(
      'sts',
      'GetCallerIdentity',
      leaf('Arn', caller.arn) + leaf('UserId', caller.userId) + leaf('Account', caller.account),
    );
  }
  if (operation !== 'AssumeRole') return errorAnswer('sts', unknownOperation('sts', operation));
  const role = roleArnPattern.exec(params.RoleArn ?? '');
  // What AWS answers when the trust policy does not let the caller in, here for want of an external id.
  if (!role || !params.ExternalId) {
    return errorAnswer('sts', {
      status: 403,
      code: 'AccessDenied',
      message: `User: ${caller.arn} is not authorized to perform: sts:AssumeRole on resource: ${params.RoleArn}`,
    });
  }
  const [, account, roleName] = role;
  const session = params.RoleSessionName ?? 'session';
  const roleId = `AROA${randomText(17, upperAlphanumeric)}`;
  const assumed: Caller = {
    arn: `arn:aws:sts::${account}:assumed-role/${roleName}/${session}`,
    account,
    userId: `${roleId}:${session}`,
  };
  const accessKeyId = `ASIA${randomText(16, upperAlphanumeric)}`;
  issue(accessKeyId, assumed);
  const expiration = new Date(now.getTime() + Number(params.DurationSeconds ?? 3600) * 1000);
  return queryAnswer(
    'sts',
    'AssumeRole',
    node('AssumedRoleUser', leaf('AssumedRoleId', assumed.userId), leaf('Arn', assumed.arn)) +
      node(
        'Credentials',
        leaf('AccessKeyId', accessKeyId),
        leaf('SecretAccessKey', randomText(40, base64ish)),
        leaf('SessionToken', randomText(356, base64ish)),
        leaf('Expiration', expiration.toISOString()),
      ),
  );
};
