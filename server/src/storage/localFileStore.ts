import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { assertFileKey, FileNotFoundError, type FileStore } from './fileStore';

// Not `instanceof Error`: Jest runs tests in a realm of their own, where Node's own errors are not instances of it.
const isErrorCode = (error: unknown, ...codes: string[]): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && codes.includes(String(error.code));

/** Files under `root`, one per key: `root/org-uuid/evidence-uuid/version-uuid`. */
export const createLocalFileStore = (root: string): FileStore => {
  // Keys have no dots, so no key's folder can be this one.
  const incoming = path.join(root, '.incoming');

  const fileFor = (key: string): string => {
    assertFileKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    put: async (key, body) => {
      const file = fileFor(key);
      await mkdir(incoming, { recursive: true, mode: 0o700 });
      // Written aside and renamed into place, so a reader never sees half a file and a failure leaves none.
      const partial = path.join(incoming, randomUUID());
      try {
        await pipeline(body, createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
        await mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },

    get: async (key) => {
      const file = fileFor(key);
      // Opened before answering, so a file removed meanwhile is still read whole rather than failing mid-stream.
      const handle = await open(file, 'r').catch((error: unknown) => {
        throw isErrorCode(error, 'ENOENT', 'ENOTDIR') ? new FileNotFoundError(key) : error;
      });
      if (!(await handle.stat()).isFile()) {
        await handle.close();
        throw new FileNotFoundError(key);
      }
      return handle.createReadStream();
    },

    delete: async (key) => {
      await unlink(fileFor(key)).catch((error: unknown) => {
        if (!isErrorCode(error, 'ENOENT', 'ENOTDIR')) throw error;
      });
    },
  };
};
