import { randomBytes } from 'node:crypto';
import { S3Client } from '@aws-sdk/client-s3';
import { createS3FileStore } from '../../../../server/src/storage/s3FileStore';
import { pdfFile, policyFields, sha256, uploaded, uploadEvidence } from '../../helpers/evidence';
import { api, expectFailure, signIn } from '../../helpers/requests';
import { bucket, objectKeysUnder, type S3rverListener, startS3rver } from '../../helpers/s3rver';
import { setupTestApp } from '../../helpers/testApp';

const limit = 8 * 1024 * 1024;
const prefix = 'evidence';
let s3: S3rverListener;
let client: S3Client;
beforeAll(async () => {
  s3 = await startS3rver();
  client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
});
afterAll(() => s3.close());

const t = setupTestApp({
  fileStore: () => createS3FileStore({ bucket, prefix, client }),
  evidenceMaxBytes: limit,
});

describe('the evidence locker on an S3-compatible store', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(t.app);
  });

  it('stores a multi-part upload in the bucket and downloads the identical bytes', async () => {
    // Over lib-storage's 5 MB part size: the upload goes up in parts.
    const content = Buffer.concat([pdfFile(), randomBytes(6 * 1024 * 1024)]);
    const item = await uploaded(t.app, token, policyFields(), { name: 'evidence.pdf', content });
    const [key] = (await objectKeysUnder(client, `${prefix}/`)).filter((name) => name?.includes(item.id));
    expect(key).toMatch(new RegExp(`^${prefix}/[0-9a-f-]+/${item.id}/[0-9a-f-]+$`));
    const download = await api(t.app, 'GET', `/api/evidence/${item.id}/versions/1/file`, { token });
    expect(sha256(download.rawPayload)).toBe(sha256(content));
  });

  it('leaves nothing in the bucket when an upload is refused part way', async () => {
    const before = await objectKeysUnder(client, `${prefix}/`);
    const oversized = Buffer.concat([pdfFile(), randomBytes(limit)]);
    expectFailure(await uploadEvidence(t.app, token, policyFields(), { name: 'big.pdf', content: oversized }), 413);
    expect(await objectKeysUnder(client, `${prefix}/`)).toEqual(before);
  });
});
