import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { policyImportFields } from '@/contracts/policies';
import { policyImportMaxBytes } from '@/contracts/policyLimits';
import { AppError } from '../../../core/appError';
import { validationMessage } from '../../../lib/validationMessage';
import { importFileMessages } from './policyFile';

export type PolicyImportUpload = { title: string | null; fileName: string; content: Buffer };

/** An import is a title and a file: room for nothing more. */
const formLimits = { fields: 4, fieldSize: 4 * 1024, files: 1, parts: 5 };

const limitMessages: Record<string, string> = {
  FST_FILES_LIMIT: importFileMessages.tooMany,
  FST_PARTS_LIMIT: 'Request has more parts than a title and a file',
  FST_FIELDS_LIMIT: 'Request has more parts than a title and a file',
};

// One byte over the limit is read so a file of exactly the limit is told from one over it.
const readFile = async (part: MultipartFile): Promise<Buffer> => {
  const chunks: Buffer[] = [];
  for await (const chunk of part.file) chunks.push(chunk as Buffer);
  const content = Buffer.concat(chunks);
  if (part.file.truncated || content.length > policyImportMaxBytes)
    throw new AppError(400, importFileMessages.tooLarge);
  return content;
};

const baseName = (fileName: string) =>
  (fileName.split(/[\\/]/).pop() ?? '').replace(/[\p{Cc}\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu, '').trim();

/** The whole upload, read into memory (it is small) and checked before anything of it is stored. */
export const readPolicyImport = async (request: FastifyRequest): Promise<PolicyImportUpload> => {
  if (!request.isMultipart()) throw new AppError(415, 'Content-Type must be multipart/form-data');
  const fields: Record<string, string> = {};
  let file: { fileName: string; content: Buffer } | null = null;
  try {
    const parts = request.parts({ limits: { ...formLimits, fileSize: policyImportMaxBytes + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') fields[part.fieldname] = String(part.value);
      else if (part.fieldname !== 'file') throw new AppError(400, importFileMessages.missing);
      else file = { fileName: baseName(part.filename), content: await readFile(part) };
    }
  } catch (error) {
    const limit = limitMessages[(error as { code?: string }).code ?? ''];
    throw limit ? new AppError(400, limit) : error;
  }
  if (!file) throw new AppError(400, importFileMessages.missing);
  const parsed = policyImportFields.safeParse(fields);
  if (!parsed.success) throw new AppError(400, validationMessage(parsed.error));
  return { title: parsed.data.title, ...file };
};
