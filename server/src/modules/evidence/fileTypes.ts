/** A file's kind as its content shows it: the media type it is served with and the name people know it by. */
export type FileKind = { mediaType: string; label: string };

/** How many leading bytes decide a file's kind. */
export const sniffBytes = 8192;

const startsWith = (head: Buffer, bytes: number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

const extensionOf = (fileName: string) => /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase() ?? '';

const officeOpenXml: Record<string, FileKind> = {
  docx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'Word document',
  },
  xlsx: { mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'Excel workbook' },
  pptx: {
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    label: 'PowerPoint presentation',
  },
};

const officeLegacy: Record<string, FileKind> = {
  doc: { mediaType: 'application/msword', label: 'Word document' },
  xls: { mediaType: 'application/vnd.ms-excel', label: 'Excel workbook' },
  ppt: { mediaType: 'application/vnd.ms-powerpoint', label: 'PowerPoint presentation' },
};

const textKinds: Record<string, FileKind> = {
  csv: { mediaType: 'text/csv', label: 'CSV' },
  json: { mediaType: 'application/json', label: 'JSON' },
  md: { mediaType: 'text/markdown', label: 'Markdown' },
};
const plainText: FileKind = { mediaType: 'text/plain', label: 'Text' };

/** UTF-8 without NUL or other control bytes beside tab and line ends; the head may cut its last character in two. */
const isText = (head: Buffer, complete: boolean) => {
  if (head.some((byte) => byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: !complete });
    return true;
  } catch {
    return false;
  }
};

/**
 * What the file is, from its first bytes (`complete` when they are the whole file): PDF, PNG, JPEG, GIF, WebP, ZIP
 * (an Office Open XML document when named so), legacy Office (when named so), or UTF-8 text (CSV, JSON, Markdown
 * by name, else plain text). Anything else (executables, archives of other kinds, unnamed binaries) is null: refused.
 * The name never makes a file something its content is not.
 */
export const sniffFileKind = (head: Buffer, fileName: string, complete: boolean): FileKind | null => {
  const extension = extensionOf(fileName);
  if (startsWith(head, ascii('%PDF-'))) return { mediaType: 'application/pdf', label: 'PDF' };
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { mediaType: 'image/png', label: 'PNG image' };
  }
  if (startsWith(head, [0xff, 0xd8, 0xff])) return { mediaType: 'image/jpeg', label: 'JPEG image' };
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) {
    return { mediaType: 'image/gif', label: 'GIF image' };
  }
  if (startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8)) {
    return { mediaType: 'image/webp', label: 'WebP image' };
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04]) || startsWith(head, [0x50, 0x4b, 0x05, 0x06])) {
    const office = officeOpenXml[extension];
    return office && head.includes('[Content_Types].xml') ? office : { mediaType: 'application/zip', label: 'ZIP' };
  }
  if (startsWith(head, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return officeLegacy[extension] ?? null;
  if (isText(head, complete)) return textKinds[extension] ?? plainText;
  return null;
};
