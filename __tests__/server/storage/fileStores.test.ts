import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { S3Client } from '@aws-sdk/client-s3';
import { createFileStore, parseStorageUrl } from '../../../server/src/storage';
import { FileNotFoundError, type FileStore } from '../../../server/src/storage/fileStore';
import { createLocalFileStore } from '../../../server/src/storage/localFileStore';
import { createS3FileStore } from '../../../server/src/storage/s3FileStore';
import { bucket, objectKeysUnder, type S3rverListener, startS3rver } from '../helpers/s3rver';

const megabyte = 1024 * 1024;

/** A byte stream of `bytes`, handed out 64 KB at a time as an upload arrives. */
const chunked = (bytes: Buffer): Readable =>
  Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += 64 * 1024) yield bytes.subarray(offset, offset + 64 * 1024);
    })(),
    { objectMode: false },
  );

/** A body that fails as a size limit in the caller's transform would: after `bytes`, it errors. */
const failingAfter = (bytes: number): Readable =>
  Readable.from(
    (async function* () {
      yield* chunked(randomBytes(bytes));
      throw new Error('body broke');
    })(),
    { objectMode: false },
  );

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const read = async (store: FileStore, key: string) => buffer(await store.get(key));
const newKey = () => `${randomUUID()}/${randomUUID()}/${randomUUID()}`;

/** A store of its own for one test, and a check that the backend holds nothing for it. */
type Harness = { store: FileStore; expectNothingStored: () => Promise<void> };

/** A client for s3rver that keeps the name and input of every command it sends. */
const recordingClient = (endpoint: string) => {
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  const sent: { command: string; input: { Key?: string } }[] = [];
  client.middlewareStack.add(
    (next, context) => (args) => {
      sent.push({ command: context.commandName ?? '', input: args.input as { Key?: string } });
      return next(args);
    },
    { step: 'initialize', name: 'recordCommands' },
  );
  return { client, sent };
};

let s3rver: S3rverListener;
const folders: string[] = [];

const newFolder = async () => {
  const folder = await mkdtemp(path.join(tmpdir(), 'securo-files-'));
  folders.push(folder);
  return folder;
};

beforeAll(async () => {
  s3rver = await startS3rver();
});
afterAll(async () => {
  await s3rver.close();
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

const describeFileStore = (name: string, harness: () => Promise<Harness>) =>
  describe(name, () => {
    let store: FileStore;
    let expectNothingStored: Harness['expectNothingStored'];

    beforeEach(async () => {
      ({ store, expectNothingStored } = await harness());
    });

    // 12 MB is three of S3's 5 MB parts: a multipart upload rather than a single PUT.
    it.each([5, 12])('gives back the very bytes of a %s MB file it was streamed', async (megabytes) => {
      const bytes = randomBytes(megabytes * megabyte);
      const key = newKey();
      await store.put(key, chunked(bytes));
      const stored = await read(store, key);
      expect(stored.length).toBe(bytes.length);
      expect(sha256(stored)).toBe(sha256(bytes));
    });

    it('replaces a file put again under the same key', async () => {
      const key = newKey();
      await store.put(key, chunked(Buffer.from('first version')));
      await store.put(key, chunked(Buffer.from('second')));
      expect((await read(store, key)).toString()).toBe('second');
    });

    it('keeps files under different keys apart', async () => {
      const [organisation, evidence] = [randomUUID(), randomUUID()];
      await store.put(`${organisation}/${evidence}/v1`, chunked(Buffer.from('one')));
      await store.put(`${organisation}/${evidence}/v2`, chunked(Buffer.from('two')));
      expect((await read(store, `${organisation}/${evidence}/v1`)).toString()).toBe('one');
      expect((await read(store, `${organisation}/${evidence}/v2`)).toString()).toBe('two');
    });

    it('refuses to get a key with no file', async () => {
      await expect(store.get(newKey())).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('holds no file under a key that only begins other keys', async () => {
      const organisation = randomUUID();
      await store.put(`${organisation}/${randomUUID()}`, chunked(Buffer.from('inside')));
      await expect(store.get(organisation)).rejects.toBeInstanceOf(FileNotFoundError);
    });

    it('forgets a deleted file', async () => {
      const key = newKey();
      await store.put(key, chunked(Buffer.from('to be deleted')));
      await store.delete(key);
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await expectNothingStored();
    });

    it('deletes a key with no file without complaint', async () => {
      await expect(store.delete(newKey())).resolves.toBeUndefined();
    });

    // 6 MB is more than S3's 5 MB part, so the S3 store has begun a multipart upload when the body fails.
    it.each([1, 6])('stores nothing when the body fails after %s MB', async (megabytes) => {
      const key = newKey();
      await expect(store.put(key, failingAfter(megabytes * megabyte))).rejects.toThrow('body broke');
      await expect(store.get(key)).rejects.toBeInstanceOf(FileNotFoundError);
      await expectNothingStored();
    });

    it.each(['../escape', 'a/../../escape', '/absolute', 'a//b', 'a/', '', '.', 'a/./b', 'a\\b', 'a b', 'a/b.txt'])(
      'refuses the key %j',
      async (key) => {
        await expect(store.put(key, chunked(Buffer.from('x')))).rejects.toThrow('Invalid file key');
        await expect(store.get(key)).rejects.toThrow('Invalid file key');
        await expect(store.delete(key)).rejects.toThrow('Invalid file key');
        await expectNothingStored();
      },
    );
  });

describeFileStore('local file store', async () => {
  const root = await newFolder();
  return {
    store: createLocalFileStore(root),
    expectNothingStored: async () => {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      // Not even a half-written file in .incoming.
      expect(entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name)).toEqual([]);
    },
  };
});

describeFileStore('S3 file store (s3rver)', async () => {
  const { client, sent } = recordingClient(s3rver.endpoint);
  const prefix = `tenant-${randomUUID()}`;
  return {
    store: createS3FileStore({ bucket, prefix, client }),
    expectNothingStored: async () => {
      expect(await objectKeysUnder(client, `${prefix}/`)).toEqual([]);
      // Every multipart upload begun was aborted, so its parts are not kept (and billed) for ever. s3rver 3.7.1
      // implements neither ListMultipartUploads nor AbortMultipartUpload, so what the store asked for is checked
      // rather than what the bucket holds.
      const multipartKeys = (command: string) =>
        sent.filter((request) => request.command === command).map((request) => request.input.Key);
      expect(multipartKeys('AbortMultipartUploadCommand')).toEqual(multipartKeys('CreateMultipartUploadCommand'));
    },
  };
});

describe('S3 file store', () => {
  let client: S3Client;
  let sent: ReturnType<typeof recordingClient>['sent'];

  beforeAll(() => {
    ({ client, sent } = recordingClient(s3rver.endpoint));
  });

  it('stores a file as the object prefix/key', async () => {
    const prefix = `securo/${randomUUID()}`;
    const key = newKey();
    await createS3FileStore({ bucket, prefix, client }).put(key, chunked(Buffer.from('under a prefix')));
    expect(await objectKeysUnder(client, prefix)).toEqual([`${prefix}/${key}`]);
  });

  it('stores a file as the object key at the top of the bucket when there is no prefix', async () => {
    const key = newKey();
    await createS3FileStore({ bucket, prefix: '', client }).put(key, chunked(Buffer.from('at the top')));
    expect(await objectKeysUnder(client, key.split('/')[0])).toEqual([key]);
  });

  it('aborts the multipart upload it began when the body fails', async () => {
    const key = newKey();
    const store = createS3FileStore({ bucket, prefix: 'aborted', client });
    await expect(store.put(key, failingAfter(6 * megabyte))).rejects.toThrow('body broke');
    const requests = sent.filter((request) => request.input.Key === `aborted/${key}`).map((request) => request.command);
    expect(requests).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'AbortMultipartUploadCommand']);
  });
});

describe('createFileStore', () => {
  it('builds a store in the folder of a local location', async () => {
    const root = await newFolder();
    const key = newKey();
    await createFileStore({ kind: 'local', root }).put(key, chunked(Buffer.from('local')));
    expect(await readFile(path.join(root, ...key.split('/')), 'utf8')).toBe('local');
  });

  it('builds an S3 store from an s3:// STORAGE_URL, with credentials from the environment', async () => {
    const environment = { ...process.env };
    Object.assign(process.env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
    try {
      const prefix = `from-url-${randomUUID()}`;
      const url = `s3://${bucket}/${prefix}?endpoint=${encodeURIComponent(s3rver.endpoint)}&forcePathStyle=true`;
      const store = createFileStore(parseStorageUrl(url, '/unused'));
      const key = newKey();
      await store.put(key, chunked(Buffer.from('configured')));
      expect((await read(store, key)).toString()).toBe('configured');
      expect(await objectKeysUnder(recordingClient(s3rver.endpoint).client, prefix)).toEqual([`${prefix}/${key}`]);
    } finally {
      process.env = environment;
    }
  });
});
