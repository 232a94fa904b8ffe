import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { createLocalFileStore } from '../../../server/src/storage/localFileStore';

const megabyte = 1024 * 1024;

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'securo-files-'));
});
afterEach(() => rm(root, { recursive: true, force: true }));

describe('local file store', () => {
  it('keeps files and their folders to the server user', async () => {
    await createLocalFileStore(root).put('org/evidence/version', Readable.from([Buffer.from('private')]));
    expect((await stat(path.join(root, 'org/evidence/version'))).mode & 0o777).toBe(0o600);
    expect((await stat(path.join(root, 'org/evidence'))).mode & 0o777).toBe(0o700);
    expect((await stat(path.join(root, 'org'))).mode & 0o777).toBe(0o700);
  });

  it('streams a 64 MB upload to disk without holding it in memory', async () => {
    const size = 64 * megabyte;
    let peakRss = process.memoryUsage.rss();
    const startRss = peakRss;
    // A fresh chunk each time, as an upload arrives: a store that kept them would grow by the whole 64 MB.
    const upload = Readable.from(
      (function* () {
        for (let sent = 0; sent < size; sent += 64 * 1024) {
          peakRss = Math.max(peakRss, process.memoryUsage.rss());
          yield Buffer.alloc(64 * 1024, sent % 251);
        }
      })(),
      { objectMode: false },
    );
    await createLocalFileStore(root).put('org/evidence/large', upload);
    expect((await stat(path.join(root, 'org/evidence/large'))).size).toBe(size);
    expect(peakRss - startRss).toBeLessThan(48 * megabyte);
  });
});
