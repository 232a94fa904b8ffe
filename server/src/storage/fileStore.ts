import type { Readable } from 'node:stream';

/** Where uploaded files live: the data folder by default, any S3-compatible store when STORAGE_URL=s3://... */
export type FileStore = {
  /**
   * Streams `body` to `key` (never whole in memory). If `body` errors (e.g. a size limit in the caller's transform) or
   * the write fails, rejects and leaves nothing stored under `key`.
   */
  put: (key: string, body: Readable) => Promise<void>;
  /** The file's bytes as a stream; rejects with FileNotFoundError when there is none. */
  get: (key: string) => Promise<Readable>;
  /** Removes the file; no error when it is already gone. */
  delete: (key: string) => Promise<void>;
};

export class FileNotFoundError extends Error {
  constructor(key: string) {
    super(`No file is stored under ${key}`);
    this.name = 'FileNotFoundError';
  }
}

// Slash-separated segments of letters, digits and dashes: no dots, so a key can never climb out of the store's root.
const keyPattern = /^[A-Za-z0-9-]+(?:\/[A-Za-z0-9-]+)*$/;

/** Refuses anything but a server-generated key such as `org-uuid/evidence-uuid/version-uuid`. */
export const assertFileKey = (key: string): void => {
  if (!keyPattern.test(key)) {
    throw new Error(`Invalid file key ${JSON.stringify(key)}: expected segments of letters, digits and dashes`);
  }
};
