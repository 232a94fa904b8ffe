import PDFDocument from 'pdfkit';

/** A one-page PDF with a title and paragraphs, the same bytes every time (a fixed creation date). */
export const textPdf = (title: string, paragraphs: string[]): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: { Title: title, Author: 'Acme Cloud', CreationDate: new Date('2026-01-05T09:00:00.000Z') },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.font('Helvetica-Bold').fontSize(18).text(title).moveDown();
    doc.font('Helvetica').fontSize(11);
    for (const paragraph of paragraphs) doc.text(paragraph).moveDown(0.6);
    doc.end();
  });

export const textFile = (lines: string[]): Promise<Buffer> => Promise.resolve(Buffer.from(`${lines.join('\n')}\n`));
