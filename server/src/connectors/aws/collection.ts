import type { Collection } from '../connector';
import { collectionOf, type Fact } from '../facts';
import { readCloudTrailFacts } from './cloudTrail';
import { readIamUserFacts } from './iamUsers';
import { readKmsFacts } from './kmsKeys';
import { readPasswordPolicyFacts } from './passwordPolicy';
import { readS3Facts } from './s3Buckets';
import { readSecurityGroupFacts } from './securityGroups';
import type { AwsSession } from './session';
import { readStorageEncryptionFacts } from './storageEncryption';
import { readThreatDetectionFacts } from './threatDetection';

type AwsCollector = (session: AwsSession, now: Date) => Promise<Fact[]>;

const collectors: AwsCollector[] = [
  readIamUserFacts,
  readPasswordPolicyFacts,
  readCloudTrailFacts,
  readS3Facts,
  readStorageEncryptionFacts,
  readSecurityGroupFacts,
  readThreatDetectionFacts,
  readKmsFacts,
];

/**
 * Every collector's facts, stamped with the moment collection began. One at a time, so that an account's API
 * rate limits are never the reason a collection fails.
 */
export const awsCollection = async (session: AwsSession, collectedAt: Date): Promise<Collection> => {
  const facts: Fact[] = [];
  for (const collect of collectors) facts.push(...(await collect(session, collectedAt)));
  return collectionOf(facts, collectedAt);
};
