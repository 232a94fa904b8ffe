import { saveDraftBody } from '@/contracts/policies';
import {
  policyBodyMax,
  policyImportMaxBytes,
  policyImportMaxParts,
  policyImportMaxUnpackedBytes,
} from '@/contracts/policyLimits';
import { AppError } from '../../../core/appError';
import { checkZipBounds } from '../../../lib/zipBounds';
import { parsePolicyText } from '../placeholders';
import { docxToMarkdown } from './docxToMarkdown';

export const importFileMessages = {
  missing: 'file is required',
  tooMany: 'file: send one file only',
  tooLarge: `file must be at most ${policyImportMaxBytes / (1024 * 1024)} MB`,
  kind: 'file must be a Markdown (.md, .markdown) or Word (.docx) document',
  notText: 'file must be UTF-8 text',
  notDocx: 'file is not a readable .docx document',
  unpacksTooLarge: `file unpacks to more than ${policyImportMaxUnpackedBytes / (1024 * 1024)} MB or ${policyImportMaxParts} parts: it is not a policy document`,
  empty: 'file has no text to import',
  tooLong: `file's text must be at most ${policyBodyMax} characters once converted`,
  controls: 'file must not contain control characters',
  braces: 'file has placeholder braces that cannot be kept as text',
} as const;

type FileKind = 'markdown' | 'docx';

const kinds: Record<string, FileKind> = { md: 'markdown', markdown: 'markdown', docx: 'docx' };
const zipSignature = Buffer.from('PK\x03\x04', 'latin1');
const utf8 = new TextDecoder('utf-8', { fatal: true });

export const extensionOf = (fileName: string) => /\.([^.]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

const markdownText = (content: Buffer) => {
  if (content.includes(0)) throw new AppError(400, importFileMessages.notText);
  try {
    return utf8.decode(content).replace(/^\uFEFF/, '');
  } catch {
    throw new AppError(400, importFileMessages.notText);
  }
};

const docxText = async (content: Buffer) => {
  if (!content.subarray(0, zipSignature.length).equals(zipSignature))
    throw new AppError(400, importFileMessages.notDocx);
  const verdict = await checkZipBounds(content, {
    maxEntries: policyImportMaxParts,
    maxUnpackedBytes: policyImportMaxUnpackedBytes,
  });
  if (verdict === 'notAZip') throw new AppError(400, importFileMessages.notDocx);
  if (verdict !== 'withinLimits') throw new AppError(400, importFileMessages.unpacksTooLarge);
  const markdown = await docxToMarkdown(content);
  if (markdown === null) throw new AppError(400, importFileMessages.notDocx);
  return markdown;
};

// An imported text quotes no profile field: its braces stay braces rather than becoming placeholders.
const withoutPlaceholders = (markdown: string) => {
  const body = markdown.replace(/\{\{/g, '\\{{');
  const parsed = parsePolicyText(body);
  if ('error' in parsed || parsed.placeholders.length > 0) throw new AppError(400, importFileMessages.braces);
  return body;
};

/** The Markdown a policy file holds, checked as a draft is: its kind decided by its name and its content alike. */
export const policyFileMarkdown = async (fileName: string, content: Buffer): Promise<string> => {
  const kind = kinds[extensionOf(fileName)];
  if (!kind) throw new AppError(400, importFileMessages.kind);
  const markdown = kind === 'docx' ? await docxText(content) : markdownText(content);
  const checked = saveDraftBody.shape.body.safeParse(markdown);
  if (!checked.success) {
    const [issue] = checked.error.issues;
    if (issue?.code === 'too_big') throw new AppError(400, importFileMessages.tooLong);
    throw new AppError(400, issue?.code === 'invalid_format' ? importFileMessages.controls : importFileMessages.empty);
  }
  return withoutPlaceholders(checked.data);
};
