import { S3Client } from '@aws-sdk/client-s3';
import type { FileStore } from './fileStore';
import { createLocalFileStore } from './localFileStore';
import { createS3FileStore } from './s3FileStore';
import type { StorageLocation } from './storageUrl';

export type { FileStore } from './fileStore';
export { parseStorageUrl, type StorageLocation } from './storageUrl';

/** The store STORAGE_URL names; S3 credentials come from the AWS SDK's default chain (AWS_ACCESS_KEY_ID...). */
export const createFileStore = (storage: StorageLocation): FileStore =>
  storage.kind === 'local'
    ? createLocalFileStore(storage.root)
    : createS3FileStore({
        bucket: storage.bucket,
        prefix: storage.prefix,
        client: new S3Client({
          region: storage.region,
          forcePathStyle: storage.forcePathStyle,
          ...(storage.endpoint ? { endpoint: storage.endpoint } : {}),
        }),
      });
