import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { missingPermissionMessage } from '@/contracts/permissions';
import JSZip from 'jszip';
import {
  policyImportMaxBytes,
  policyImportMaxParts,
  policyImportMaxUnpackedBytes,
  policyTitleMax,
} from '@/contracts/policyLimits';
import { policyAuditActions } from '../../../../server/src/modules/policies/auditActions';
import { untitledMessage } from '../../../../server/src/modules/policies/import/importService';
import { importFileMessages } from '../../../../server/src/modules/policies/import/policyFile';
import { api, expectFailure, registerAccount } from '../../helpers/requests';
import { auditRowsFor } from '../../helpers/rows';
import { setupTestApp } from '../../helpers/testApp';
import { commentTeam, type Member } from '../comments/commentTeam';
import { policiesApi } from './policyTeam';

const t = setupTestApp({ seed: false });

const docxFixture = readFileSync(path.join(__dirname, '../../../fixtures/vendor-security-policy.docx'));

type Part = { name: string; value: string } | { name: string; fileName: string; content: Buffer };

/** A multipart/form-data body as a browser's FormData sends it, parts in the order given. */
const form = (parts: Part[]) => {
  const boundary = `----securo${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) =>
    'value' in part
      ? [Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`)]
      : [
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.fileName}"\r\n` +
              'Content-Type: application/octet-stream\r\n\r\n',
          ),
          part.content,
          Buffer.from('\r\n'),
        ],
  );
  return { boundary, payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]) };
};

const importPolicy = (member: Pick<Member, 'token'>, parts: Part[]) => {
  const { boundary, payload } = form(parts);
  return t.app.inject({
    method: 'POST',
    url: '/api/policies/imports',
    headers: { authorization: `Bearer ${member.token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
};

const file = (fileName: string, content: string | Buffer): Part => ({
  name: 'file',
  fileName,
  content: typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
});

const stored = async () => ({
  policies: (await t.db.selectFrom('policies').select('id').execute()).length,
  versions: (await t.db.selectFrom('policy_versions').select('id').execute()).length,
  audits: (await auditRowsFor(t.db, policyAuditActions.imported)).length,
});

const vendorPolicy = [
  '# Vendor Security Policy',
  '',
  'Suppliers of {{profile.legalName}} are assessed before they are engaged.',
  '',
  '- Contracts name a security contact',
].join('\n');

describe('importing a policy from a file', () => {
  it('imports Markdown as a draft titled by its first heading, which then reviews and publishes as any draft', async () => {
    const team = await commentTeam(t);
    const response = await importPolicy(team.manager, [file('vendors.md', vendorPolicy)]);
    expect(response.statusCode).toBe(201);
    const policy = response.json().data;
    expect(policy).toMatchObject({
      title: 'Vendor Security Policy',
      status: 'draft',
      version: null,
      summary: 'Imported from vendors.md',
      importedFrom: 'vendors.md',
      controls: { SOC2: [], ISO27001: [], HIPAA: [], GDPR: [] },
    });
    // The braces are the document's text, not a profile field to fill in.
    expect(policy.draft.blockers).toEqual([]);
    expect(policy.draft.rendered).toContain('Suppliers of {{profile.legalName}} are assessed');
    expect(policy.draft.rendered).toContain('- Contracts name a security contact');
    const row = await t.db.selectFrom('policies').selectAll().where('id', '=', policy.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ owner_id: team.manager.id, organization_id: team.manager.organizationId });

    const list = (await api(t.app, 'GET', '/api/policies', { token: team.viewer.token })).json().data;
    expect(list.policies).toEqual([expect.objectContaining({ id: policy.id, importedFrom: 'vendors.md' })]);
    expect(list.templates.length).toBeGreaterThan(20);

    const policies = policiesApi(t);
    expect((await policies.submit(team.manager, policy.id)).statusCode).toBe(200);
    expect((await policies.approve(team.admin, policy.id)).statusCode).toBe(200);
    const published = await policies.publish(team.manager, policy.id, { changelog: 'Imported', material: true });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ status: 'published', version: '1.0' });
    expect(published.json().data.current.text).toContain('{{profile.legalName}}');
  });

  it('takes the title given, trimmed, over the heading', async () => {
    const team = await commentTeam(t);
    const response = await importPolicy(team.manager, [
      { name: 'title', value: '  Supplier Policy  ' },
      file('vendors.markdown', vendorPolicy),
    ]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.title).toBe('Supplier Policy');
  });

  it('names the policy after the file when its text has no heading', async () => {
    const team = await commentTeam(t);
    const response = await importPolicy(team.manager, [file('Clean desk.md', 'Desks are cleared every evening.')]);
    expect(response.statusCode).toBe(201);
    expect(response.json().data.title).toBe('Clean desk');
  });

  it('converts a Word document, keeping its headings, emphasis and list', async () => {
    const team = await commentTeam(t);
    const response = await importPolicy(team.manager, [file('vendor-security-policy.docx', docxFixture)]);
    expect(response.statusCode).toBe(201);
    const policy = response.json().data;
    expect(policy.title).toBe('Vendor Security Policy');
    expect(policy.importedFrom).toBe('vendor-security-policy.docx');
    expect(policy.draft.body).toBe(
      [
        '# Vendor Security Policy',
        '**Purpose:** every supplier that handles customer data is assessed before it is engaged.',
        '## Requirements',
        '- Suppliers sign a data processing agreement\n- Access granted to a supplier is reviewed every quarter',
        'Exceptions are approved by the security officer.',
      ].join('\n\n'),
    );
  });

  describe('refuses, storing nothing', () => {
    const markdown = file('vendors.md', vendorPolicy);
    const refusals: [string, Part[], string][] = [
      ['a macro-enabled Word document', [file('vendors.docm', docxFixture)], importFileMessages.kind],
      ['a file of another kind', [file('vendors.pdf', '%PDF-1.4')], importFileMessages.kind],
      ['a .docx that is not a ZIP', [file('vendors.docx', vendorPolicy)], importFileMessages.notDocx],
      [
        'a corrupt .docx',
        [file('vendors.docx', Buffer.concat([Buffer.from('PK\x03\x04', 'latin1'), randomBytes(64)]))],
        importFileMessages.notDocx,
      ],
      ['Markdown with NUL bytes', [file('vendors.md', 'Text\u0000more')], importFileMessages.notText],
      [
        'Markdown that is not UTF-8',
        [file('vendors.md', Buffer.from([0x23, 0x20, 0xff, 0xfe]))],
        importFileMessages.notText,
      ],
      [
        'a file over the limit',
        [file('vendors.md', 'a'.repeat(policyImportMaxBytes + 1))],
        importFileMessages.tooLarge,
      ],
      ['text over the policy limit', [file('vendors.md', 'a'.repeat(60_001))], importFileMessages.tooLong],
      ['an empty file', [file('vendors.md', '')], importFileMessages.empty],
      ['a file of spaces', [file('vendors.md', ' \n\n ')], importFileMessages.empty],
      ['two files', [markdown, file('other.md', '# Other')], importFileMessages.tooMany],
      ['no file', [{ name: 'title', value: 'Vendor Policy' }], importFileMessages.missing],
      ['an untitled text with no name', [file('.md', 'Desks are cleared every evening.')], untitledMessage],
      ['a file under another name', [{ ...markdown, name: 'document' }], importFileMessages.missing],
      [
        'a title over the limit',
        [{ name: 'title', value: 'T'.repeat(policyTitleMax + 1) }, markdown],
        `title must be at most ${policyTitleMax} characters`,
      ],
    ];

    it.each(refusals)('%s', async (_label, parts, message) => {
      const team = await commentTeam(t);
      const before = await stored();
      expectFailure(await importPolicy(team.manager, parts), 400, message);
      expect(await stored()).toEqual(before);
    });

    const zipOf = (parts: Record<string, string | Buffer>) => {
      const zip = new JSZip();
      for (const [name, content] of Object.entries(parts)) zip.file(name, content);
      return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
    };
    const bombs: [string, () => Promise<Buffer>][] = [
      [
        'a .docx of a few kilobytes that unpacks past the limit',
        () => zipOf({ 'word/document.xml': Buffer.alloc(policyImportMaxUnpackedBytes + 1, 0x20) }),
      ],
      [
        'a .docx of more parts than a document has',
        () =>
          zipOf(
            Object.fromEntries(Array.from({ length: policyImportMaxParts + 1 }, (_, i) => [`word/p${i}.xml`, '<p/>'])),
          ),
      ],
    ];

    it.each(bombs)('%s', async (_label, build) => {
      const content = await build();
      expect(content.length).toBeLessThan(policyImportMaxBytes);
      const team = await commentTeam(t);
      const before = await stored();
      expectFailure(
        await importPolicy(team.manager, [file('vendors.docx', content)]),
        400,
        importFileMessages.unpacksTooLarge,
      );
      expect(await stored()).toEqual(before);
    });

    it('a body that is not multipart', async () => {
      const team = await commentTeam(t);
      expectFailure(
        await api(t.app, 'POST', '/api/policies/imports', { token: team.manager.token, body: { file: 'x' } }),
        415,
      );
    });
  });

  it('is for members who manage policies, and stays within the organisation', async () => {
    const team = await commentTeam(t);
    const before = await stored();
    expectFailure(
      await importPolicy(team.analyst, [file('vendors.md', vendorPolicy)]),
      403,
      missingPermissionMessage('policies:manage'),
    );
    expect(await stored()).toEqual(before);

    const policyId = (await importPolicy(team.manager, [file('vendors.md', vendorPolicy)])).json().data.id;
    const outsider = await registerAccount(t.app);
    expectFailure(await api(t.app, 'GET', `/api/policies/${policyId}`, { token: outsider.token }), 404);
    const theirs = (await api(t.app, 'GET', '/api/policies', { token: outsider.token })).json().data;
    expect(theirs.policies).toEqual([]);
  });

  it('records the import in the audit trail', async () => {
    const team = await commentTeam(t);
    const policyId = (await importPolicy(team.manager, [file('vendors.md', vendorPolicy)])).json().data.id;
    const rows = await auditRowsFor(t.db, policyAuditActions.imported);
    expect(rows.filter((row) => row.organization_id === team.manager.organizationId)).toEqual([
      expect.objectContaining({
        user_id: team.manager.id,
        resource: `policy:${policyId}`,
        details: `${team.manager.name} imported the Vendor Security Policy from vendors.md`,
      }),
    ]);
  });
});
