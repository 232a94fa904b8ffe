import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** The bucket every s3rver listener starts with. */
export const bucket = 'securo-test';

/** A real S3-compatible server (s3rver) on a free loopback port, its objects in a folder of its own. */
export const startS3rver = async () => {
  const directory = await mkdtemp(path.join(tmpdir(), 'securo-s3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
};

export type S3rverListener = Awaited<ReturnType<typeof startS3rver>>;

export const objectKeysUnder = async (client: S3Client, prefix: string) => {
  const { Contents = [] } = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
  return Contents.map((object) => object.Key);
};
