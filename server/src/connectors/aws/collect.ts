import type { Collection, ConnectorOptions } from '../connector';
import { awsCollection } from './collection';
import type { AwsCredentials } from './credentials';
import { withAwsSession } from './session';

// The configured region only: trails, buckets, databases, volumes, security groups, detectors, recorders and keys
// are regional, and an organisation connects the region that holds its workloads (IAM is global).
export const collectAws = (credentials: AwsCredentials, options: ConnectorOptions): Promise<Collection> => {
  const collectedAt = options.now();
  return withAwsSession(credentials, options, (session) => awsCollection(session, collectedAt));
};
