import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ReportSnapshot } from '@/contracts/reports';

export const fonts = { regular: 'DejaVuSans', bold: 'DejaVuSans-Bold' } as const;

// A bundled Unicode font: the standard PDF fonts cannot draw names like "Zürich" beyond Latin-1, nor em dashes.
const fontDirectory = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
const fontFile = (name: string): string => path.join(fontDirectory, `${name}.ttf`);

/** The top and bottom margins leave room for the header rule and the footer drawn on every page at the end. */
const margins = { top: 78, bottom: 72, left: 50, right: 50 };

export const createReportDocument = (snapshot: ReportSnapshot): PDFKit.PDFDocument => {
  const doc = new PDFDocument({
    size: 'A4',
    margins,
    bufferPages: true,
    font: fontFile(fonts.regular),
    info: {
      Title: snapshot.title,
      Author: 'Securo',
      Subject: `${snapshot.frameworkName} compliance report for ${snapshot.organization}`,
      // Fixed by the snapshot rather than the clock, so the same snapshot always gives the same bytes.
      CreationDate: new Date(snapshot.requestedAt),
    },
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
