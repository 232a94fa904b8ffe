import { createHash, randomBytes } from 'node:crypto';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { EvidenceItem } from '@/contracts/evidence';
import { api } from './requests';

export type UploadFile = { name: string; content: Buffer; type?: string };

/** A multipart/form-data body as a browser's FormData sends it: the fields, then the file. */
export const multipartBody = (fields: Record<string, string>, file?: UploadFile) => {
  const boundary = `----securo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, payload: Buffer.concat(parts) };
};

/** The smallest file a PDF reader opens: a page with a line of text. */
export const pdfFile = (text = 'Information Security Policy') => {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
};

export const sha256 = (content: Buffer) => createHash('sha256').update(content).digest('hex');

export const policyFields = (overrides: Record<string, string> = {}) => ({
  name: 'Information Security Policy',
  category: 'Policies',
  description: 'Approved by the board',
  tags: JSON.stringify(['policy', 'annual']),
  controls: JSON.stringify([
    { framework: 'SOC2', controlId: 'CC1.1' },
    { framework: 'ISO27001', controlId: 'A.5.1' },
  ]),
  confidentiality: 'internal',
  ...overrides,
});

export const uploadEvidence = (
  app: FastifyInstance,
  token: string,
  fields: Record<string, string>,
  file?: UploadFile,
  url = '/api/evidence',
) => {
  const { contentType, payload } = multipartBody(fields, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    payload,
  });
};

/** Uploads and expects it stored: the new item. */
export const uploaded = async (
  app: FastifyInstance,
  token: string,
  fields: Record<string, string> = policyFields(),
  file: UploadFile = { name: 'policy.pdf', content: pdfFile() },
): Promise<EvidenceItem> => {
  const response = await uploadEvidence(app, token, fields, file);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data as EvidenceItem;
};

/** A reviewer's decision on the item's current version, through the one review loop. */
export const decideEvidence = (app: FastifyInstance, token: string, id: string, body: unknown) =>
  api(app, 'POST', `/api/reviews/evidence/${id}/decision`, { token, body });

/** The item as the locker lists it, its status and review included. */
export const evidenceItem = async (app: FastifyInstance, token: string, id: string): Promise<EvidenceItem> =>
  (await api(app, 'GET', `/api/evidence/${id}`, { token })).json().data as EvidenceItem;

/** Every file under `root`, in-progress ones included. */
export const filesUnder = (root: string): string[] =>
  readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
