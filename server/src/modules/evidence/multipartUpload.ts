import type { FastifyRequest } from 'fastify';
import { AppError } from '../../core/appError';
import { validationMessage } from '../../lib/validationMessage';
import { type EvidenceUploadFields, evidenceUploadFields } from '@/contracts/evidence';
import type { IncomingFile } from './service';

/** Beyond the form's own few fields, a request has no room for more. */
const formLimits = { fields: 20, fieldSize: 64 * 1024, files: 1, parts: 21 };

/**
 * The file part of an upload, with the fields sent before it, the file still streaming. One byte over `maxBytes` is
 * let through so the inspection can tell a file of exactly the limit from one over it.
 */
const readFilePart = async (request: FastifyRequest, maxBytes: number) => {
  if (!request.isMultipart()) throw new AppError(415, 'Content-Type must be multipart/form-data');
  const part = await request.file({ limits: { ...formLimits, fileSize: maxBytes + 1 }, throwFileSizeLimit: false });
  if (!part) throw new AppError(400, 'file is required');
  const fields = Object.fromEntries(
    Object.values(part.fields).flatMap((field) =>
      field && !Array.isArray(field) && field.type === 'field' ? [[field.fieldname, String(field.value)]] : [],
    ),
  );
  return { fields, file: { stream: part.file, fileName: part.filename } satisfies IncomingFile };
};

/** A whole upload's fields, validated before a byte of the file is stored. */
export const readUpload = async (
  request: FastifyRequest,
  maxBytes: number,
): Promise<{ fields: EvidenceUploadFields; file: IncomingFile }> => {
  const { fields, file } = await readFilePart(request, maxBytes);
  const parsed = evidenceUploadFields.safeParse(fields);
  if (!parsed.success) {
    file.stream.resume();
    throw new AppError(400, validationMessage(parsed.error));
  }
  return { fields: parsed.data, file };
};

/** A new version's file: no fields. */
export const readVersionUpload = async (request: FastifyRequest, maxBytes: number): Promise<IncomingFile> =>
  (await readFilePart(request, maxBytes)).file;
