import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  S3ServiceException,
  type S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertFileKey, FileNotFoundError, type FileStore } from './fileStore';

export type S3FileStoreOptions = {
  bucket: string;
  /** Prepended to every key with a slash; empty for the bucket's top level. */
  prefix: string;
  client: S3Client;
};

// Some S3-compatible stores answer a missing object with a bare 404 rather than S3's NoSuchKey.
const isMissingObject = (error: unknown): boolean =>
  error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/** Files as objects in an S3-compatible bucket, under `prefix/` when a prefix is given. */
export const createS3FileStore = ({ bucket, prefix, client }: S3FileStoreOptions): FileStore => {
  const objectKeyFor = (key: string): string => {
    assertFileKey(key);
    return prefix ? `${prefix}/${key}` : key;
  };

  return {
    put: async (key, body) => {
      const objectKey = objectKeyFor(key);
      let bodyError: unknown;
      const recordBodyError = (error: unknown) => {
        bodyError = error;
      };
      body.once('error', recordBodyError);
      // Streamed in parts of 5 MB; an object appears only when the last part is in, so a failure leaves none.
      const upload = new Upload({ client, params: { Bucket: bucket, Key: objectKey, Body: body } });
      try {
        await upload.done();
      } catch (error) {
        body.destroy();
        // The body's own error (a size limit, a dropped connection) is the cause the caller can act on, even when
        // aborting the multipart upload failed too; a bucket lifecycle rule clears what an abort could not.
        throw bodyError ?? error;
      } finally {
        body.off('error', recordBodyError);
      }
    },

    get: async (key) => {
      const objectKey = objectKeyFor(key);
      const { Body } = await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey })).catch((error) => {
        throw isMissingObject(error) ? new FileNotFoundError(key) : error;
      });
      if (!(Body instanceof Readable)) throw new Error(`S3 answered ${objectKey} without a readable body`);
      return Body;
    },

    delete: async (key) => {
      // S3 answers 204 whether or not the object was there.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKeyFor(key) }));
    },
  };
};
