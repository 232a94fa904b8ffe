import { readFileSync } from 'node:fs';
import path from 'node:path';
import JSZip from 'jszip';
import { checkZipBounds } from '../../../server/src/lib/zipBounds';

const limits = { maxEntries: 50, maxUnpackedBytes: 1024 * 1024 };

const zipOf = (parts: Record<string, string | Buffer>) => {
  const zip = new JSZip();
  for (const [name, content] of Object.entries(parts)) zip.file(name, content);
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
};

/** Rewrites the sizes an archive's headers declare for its files, leaving their data as it is. */
const declaringSize = (zip: Buffer, size: number) => {
  const forged = Buffer.from(zip);
  for (let offset = 0; offset < forged.length - 4; offset += 1) {
    const signature = forged.readUInt32LE(offset);
    if (signature === 0x04034b50) forged.writeUInt32LE(size, offset + 22);
    if (signature === 0x02014b50) forged.writeUInt32LE(size, offset + 24);
  }
  return forged;
};

describe('the bounds of an uploaded archive', () => {
  it('lets a real Word document through', async () => {
    const docx = readFileSync(path.join(__dirname, '../../fixtures/vendor-security-policy.docx'));
    expect(await checkZipBounds(docx, limits)).toBe('withinLimits');
  });

  it('tells what is no archive at all', async () => {
    expect(await checkZipBounds(Buffer.from('# A Markdown policy'), limits)).toBe('notAZip');
    expect(await checkZipBounds(Buffer.alloc(0), limits)).toBe('notAZip');
  });

  it('refuses an archive of more files than allowed', async () => {
    const many = await zipOf(Object.fromEntries(Array.from({ length: 51 }, (_, i) => [`part${i}.xml`, '<p/>'])));
    expect(await checkZipBounds(many, limits)).toBe('tooManyEntries');
    const fifty = await zipOf(Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`part${i}.xml`, '<p/>'])));
    expect(await checkZipBounds(fifty, limits)).toBe('withinLimits');
  });

  it('refuses what unpacks past the limit, counted across files', async () => {
    const half = Buffer.alloc(limits.maxUnpackedBytes / 2 + 1, 0x41);
    expect(await checkZipBounds(await zipOf({ 'a.xml': half }), limits)).toBe('withinLimits');
    expect(await checkZipBounds(await zipOf({ 'a.xml': half, 'b.xml': half }), limits)).toBe('tooLargeUnpacked');
  });

  it('counts what a file really unpacks to, whatever its headers claim', async () => {
    const bomb = await zipOf({ 'word/document.xml': Buffer.alloc(limits.maxUnpackedBytes * 4, 0x20) });
    const verdict = await checkZipBounds(declaringSize(bomb, 10), limits);
    expect(['tooLargeUnpacked', 'notAZip']).toContain(verdict);
  });
});
