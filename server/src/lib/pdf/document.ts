import path from 'node:path';
import PDFDocument from 'pdfkit';

export const fonts = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

// A bundled Unicode font: the standard PDF fonts cannot draw names like "Zürich" beyond Latin-1, nor em dashes.
const fontDirectory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFile = (name: string): string => path.join(fontDirectory, `${name}.ttf`);

/** The top and bottom margins leave room for the header rule and the footer drawn on every page at the end. */
const margins = { top: 78, bottom: 72, left: 50, right: 50 };

/** What a PDF says of itself; the creation date is fixed by the caller, so the same input gives the same bytes. */
export type PdfInfo = { title: string; subject: string; createdAt: string };

export const createPdfDocument = (info: PdfInfo): PDFKit.PDFDocument => {
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    font: fontFile(fonts.regular),
    info: { Title: info.title, Author: 'Securo', Subject: info.subject, CreationDate: new Date(info.createdAt) },
  });
  doc.registerFont(fonts.regular, fontFile(fonts.regular));
  doc.registerFont(fonts.bold, fontFile(fonts.bold));
  return doc.font(fonts.regular);
};

export const collectPdf = (doc: PDFKit.PDFDocument): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

export const pageCount = (doc: PDFKit.PDFDocument): number => doc.bufferedPageRange().count;

export const contentLeft = (doc: PDFKit.PDFDocument): number => doc.page.margins.left;

export const contentWidth = (doc: PDFKit.PDFDocument): number =>
  doc.page.width - doc.page.margins.left - doc.page.margins.right;

export const contentBottom = (doc: PDFKit.PDFDocument): number => doc.page.height - doc.page.margins.bottom;

/** Starts a new page when the next block would not fit on this one. */
export const ensureSpace = (doc: PDFKit.PDFDocument, height: number): void => {
  if (doc.y + height > contentBottom(doc)) doc.addPage();
};
