import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createLocalFileStore } from '../../../../server/src/storage/localFileStore';
import type { EvidenceItem } from '@/contracts/evidence';
import { filesUnder, pdfFile, policyFields, sha256, uploaded, uploadEvidence } from '../../helpers/evidence';
import { api, expectFailure, registerAccount, signIn } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';

const limit = 64 * 1024;
const filesDir = mkdtempSync(path.join(tmpdir(), 'securo-evidence-'));
afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

const t = setupTestApp({ fileStore: () => createLocalFileStore(filesDir), evidenceMaxBytes: limit });

const evidenceRows = async () =>
  Number(
    (
      await t.db
        .selectFrom('evidence_items')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('uploading evidence', () => {
  let token: string;
  beforeAll(async () => {
    token = await signIn(t.app);
  });

  it('stores a PDF pending review, with its hash, size and kind decided by its content, and audits it', async () => {
    const content = pdfFile();
    const item = await uploaded(t.app, token, policyFields(), { name: 'policy.pdf', content });
    expect(item).toMatchObject({
      name: 'Information Security Policy',
      type: 'PDF',
      category: 'Policies',
      status: 'pending',
      confidentiality: 'internal',
      tags: ['policy', 'annual'],
      relatedControls: [
        { framework: 'ISO27001', controlId: 'A.5.1' },
        { framework: 'SOC2', controlId: 'CC1.1' },
      ],
      expired: false,
      review: null,
      accessCount: 0,
      lastAccessed: null,
      current: { version: 1, fileName: 'policy.pdf', mediaType: 'application/pdf', sizeBytes: content.length },
    });
    expect(item.current.sha256).toBe(sha256(content));
    const audits = await auditRowsFor(t.db, 'Evidence Uploaded');
    const audit = audits.find((row) => row.resource === `evidence:${item.id}`);
    expect(audit?.details).toContain(`sha256 ${sha256(content)}`);
  });

  it('downloads the identical bytes, counting the access and auditing it', async () => {
    const content = pdfFile('Access review Q3');
    const item = await uploaded(t.app, token, policyFields({ name: 'Access review' }), {
      name: 'access review.pdf',
      content,
    });
    const response = await api(t.app, 'GET', `/api/evidence/${item.id}/versions/1/file`, { token });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(content)).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="access review.pdf"; filename*=UTF-8''access%20review.pdf`,
    );
    const details = (await api(t.app, 'GET', `/api/evidence/${item.id}`, { token })).json().data;
    expect(details.accessCount).toBe(1);
    expect(details.lastAccessed).not.toBeNull();
    expect(details.accessHistory).toEqual([expect.objectContaining({ action: 'downloaded', version: 1 })]);
    const downloads = await auditRowsFor(t.db, 'Evidence Downloaded');
    expect(downloads.filter((row) => row.resource === `evidence:${item.id}`)).toHaveLength(1);
  });

  it('shows a PDF in the browser on request, sandboxed, and never an HTML page', async () => {
    const item = await uploaded(t.app, token);
    const inline = await api(t.app, 'GET', `/api/evidence/${item.id}/versions/1/file?disposition=inline`, { token });
    expect(inline.headers['content-disposition']).toMatch(/^inline; /);
    expect(inline.headers['content-security-policy']).toMatch(/^sandbox/);
    const page = await uploaded(t.app, token, policyFields({ name: 'Page' }), {
      name: 'page.html',
      content: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    expect(page.current.mediaType).toBe('text/plain');
    const shown = await api(t.app, 'GET', `/api/evidence/${page.id}/versions/1/file?disposition=inline`, { token });
    expect(shown.headers['content-type']).toBe('text/plain; charset=utf-8');
  });

  it('decides Office documents, images, CSV and JSON by content', async () => {
    const kinds: [string, Buffer, string][] = [
      ['diagram.png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'PNG image'],
      ['photo.jpg', Buffer.from('ffd8ffe000104a464946', 'hex'), 'JPEG image'],
      ['users.csv', Buffer.from('name,mfa\nalex,true\n'), 'CSV'],
      ['config.json', Buffer.from('{"mfa":true}'), 'JSON'],
      [
        'policy.docx',
        Buffer.concat([Buffer.from('504b0304140000000800', 'hex'), Buffer.from('[Content_Types].xml')]),
        'Word document',
      ],
      ['bundle.zip', Buffer.from('504b0304140000000800', 'hex'), 'ZIP'],
      ['notes.txt', Buffer.from('Reviewed by the CISO — approved ✓'), 'Text'],
    ];
    for (const [name, content, label] of kinds) {
      const item = await uploaded(t.app, token, policyFields({ name }), { name, content });
      expect([name, item.type]).toEqual([name, label]);
    }
  });

  describe('refuses bad input with a reason, and stores nothing', () => {
    const refusals: [string, () => ReturnType<typeof uploadEvidence>, number, string | RegExp][] = [
      [
        'a file over the limit',
        () =>
          uploadEvidence(t.app, token, policyFields(), {
            name: 'big.pdf',
            content: Buffer.concat([pdfFile(), Buffer.alloc(limit)]),
          }),
        413,
        'The file is larger than 0.1 MB',
      ],
      [
        'an executable named as a PDF',
        () =>
          uploadEvidence(t.app, token, policyFields(), {
            name: 'policy.pdf',
            content: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
            type: 'application/pdf',
          }),
        415,
        /^Only PDF, image/,
      ],
      [
        'an empty file',
        () => uploadEvidence(t.app, token, policyFields(), { name: 'empty.pdf', content: Buffer.alloc(0) }),
        400,
        'The file is empty',
      ],
      [
        'an unknown control',
        () =>
          uploadEvidence(
            t.app,
            token,
            policyFields({ controls: JSON.stringify([{ framework: 'SOC2', controlId: 'CC9.9' }]) }),
            { name: 'policy.pdf', content: pdfFile() },
          ),
        400,
        'Unknown control "CC9.9" in SOC 2',
      ],
      [
        'an unknown category',
        () =>
          uploadEvidence(t.app, token, policyFields({ category: 'Secrets' }), { name: 'p.pdf', content: pdfFile() }),
        400,
        'Unknown category "Secrets"',
      ],
      [
        'tags that are not JSON',
        () =>
          uploadEvidence(t.app, token, policyFields({ tags: 'policy,annual' }), { name: 'p.pdf', content: pdfFile() }),
        400,
        'tags must be JSON',
      ],
      [
        'a past valid-until date',
        () =>
          uploadEvidence(t.app, token, policyFields({ validUntil: '2020-01-31' }), {
            name: 'p.pdf',
            content: pdfFile(),
          }),
        400,
        'validUntil must not be in the past',
      ],
      ['no file', () => uploadEvidence(t.app, token, policyFields()), 400, 'file is required'],
    ];

    it.each(refusals)('%s', async (_label, send, status, message) => {
      const [rowsBefore, filesBefore] = [await evidenceRows(), filesUnder(filesDir)];
      expectFailure(await send(), status, message);
      expect(await evidenceRows()).toBe(rowsBefore);
      expect(filesUnder(filesDir)).toEqual(filesBefore);
    });

    it('a body that is not multipart', async () => {
      expectFailure(
        await api(t.app, 'POST', '/api/evidence', { token, body: policyFields() }),
        415,
        'Content-Type must be multipart/form-data',
      );
    });
  });

  it('accepts a file of exactly the limit', async () => {
    const content = Buffer.concat([pdfFile(), Buffer.alloc(limit - pdfFile().length, 0x20)]);
    expect((await uploaded(t.app, token, policyFields(), { name: 'full.pdf', content })).current.sizeBytes).toBe(limit);
  });

  it("keeps only the last segment of a path-traversal name, and the file inside the store's folder", async () => {
    const item = await uploaded(t.app, token, policyFields(), {
      name: '../../../etc/cron.d/policy.pdf',
      content: pdfFile(),
    });
    expect(item.current.fileName).toBe('policy.pdf');
    expect(filesUnder(filesDir).every((file) => file.startsWith(filesDir))).toBe(true);
  });

  it("answers another organisation's evidence 404, whatever the route", async () => {
    const other = await registerAccount(t.app);
    const theirs = await uploaded(t.app, other.token);
    for (const [method, url] of [
      ['GET', `/api/evidence/${theirs.id}`],
      ['GET', `/api/evidence/${theirs.id}/versions/1/file`],
      ['POST', `/api/reviews/evidence/${theirs.id}/decision`],
    ] as const) {
      const response = await api(t.app, method, url, {
        token,
        ...(method === 'POST' ? { body: { decision: 'approve' } } : {}),
      });
      expectFailure(response, 404, 'Evidence not found');
    }
    const version = await uploadEvidence(
      t.app,
      token,
      {},
      { name: 'v2.pdf', content: pdfFile() },
      `/api/evidence/${theirs.id}/versions`,
    );
    expectFailure(version, 404, 'Evidence not found');
    const listed = (await api(t.app, 'GET', '/api/evidence?limit=100', { token })).json().data.items as EvidenceItem[];
    expect(listed.map((item) => item.id)).not.toContain(theirs.id);
  });
});
