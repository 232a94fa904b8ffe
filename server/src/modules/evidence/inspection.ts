import { createHash } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';
import { AppError } from '../../core/appError';
import { type FileKind, sniffBytes, sniffFileKind } from './fileTypes';

export type Inspected = FileKind & { sizeBytes: number; sha256: string };

const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export const fileTooLarge = (maxBytes: number) => new AppError(413, `The file is larger than ${megabytes(maxBytes)}`);
export const fileTypeRefused = () =>
  new AppError(
    415,
    'Only PDF, image (PNG, JPEG, GIF, WebP), Office, CSV, JSON, text and ZIP files can be uploaded: this file is none of them',
  );
export const fileEmpty = () => new AppError(400, 'The file is empty');

/**
 * Passes a file through on its way to the store while it counts, hashes and decides what it is from its first
 * bytes. It fails the stream (so the store keeps nothing) when the file is too large, empty or of a refused kind.
 */
export class UploadInspection extends Transform {
  private readonly hash = createHash('sha256');
  private head: Buffer[] = [];
  private headBytes = 0;
  private sizeBytes = 0;
  private kind: FileKind | null = null;

  constructor(
    private readonly fileName: string,
    private readonly maxBytes: number,
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.sizeBytes += chunk.length;
    if (this.sizeBytes > this.maxBytes) return callback(fileTooLarge(this.maxBytes));
    this.hash.update(chunk);
    if (this.kind) return callback(null, chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    if (this.headBytes < sniffBytes) return callback();
    callback(this.decide(false));
  }

  override _flush(callback: TransformCallback): void {
    if (this.sizeBytes === 0) return callback(fileEmpty());
    callback(this.kind ? null : this.decide(true));
  }

  /** Decides the kind from the bytes held back, and lets them through when it is allowed. */
  private decide(complete: boolean): AppError | null {
    const held = Buffer.concat(this.head);
    this.kind = sniffFileKind(held.subarray(0, sniffBytes), this.fileName, complete);
    if (!this.kind) return fileTypeRefused();
    this.head = [];
    this.push(held);
    return null;
  }

  /** What was seen, once the stream has ended. */
  result(): Inspected {
    if (!this.kind) throw new Error('The upload was not inspected to its end');
    return { ...this.kind, sizeBytes: this.sizeBytes, sha256: this.hash.digest('hex') };
  }
}
