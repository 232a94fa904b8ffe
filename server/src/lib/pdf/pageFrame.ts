import { fitText } from './blocks';
import { contentLeft, contentWidth, fonts, pageCount } from './document';
import { palette } from './palette';

/** What every framed page says: top right (the framework, the policy), and bottom left beside its number. */
export type PageFrame = { header: string; footer: string; firstFramedPage: number };

const headerTextY = 40;
const headerRuleY = 56;
const footerRuleOffset = 48;
const footerTextOffset = 38;

const drawHeader = (doc: PDFKit.PDFDocument, frame: PageFrame): void => {
  const left = contentLeft(doc);
  const right = left + contentWidth(doc);
  doc.font(fonts.bold).fontSize(8.5).fillColor(palette.navy).text('Securo', left, headerTextY, { lineBreak: false });
  doc.font(fonts.regular).fillColor(palette.muted);
  doc.text(frame.header, right - doc.widthOfString(frame.header), headerTextY, { lineBreak: false });
  doc.moveTo(left, headerRuleY).lineTo(right, headerRuleY).lineWidth(0.5).strokeColor(palette.navy).stroke();
};

const drawFooter = (doc: PDFKit.PDFDocument, frame: PageFrame, pageNumber: number, pages: number): void => {
  const left = contentLeft(doc);
  const right = left + contentWidth(doc);
  const ruleY = doc.page.height - footerRuleOffset;
  const textY = doc.page.height - footerTextOffset;
  doc.moveTo(left, ruleY).lineTo(right, ruleY).lineWidth(0.5).strokeColor(palette.divider).stroke();
  const pageLabel = `Page ${pageNumber} of ${pages}`;
  doc.font(fonts.regular).fontSize(8).fillColor(palette.muted);
  const pageLabelWidth = doc.widthOfString(pageLabel);
  const description = fitText(doc, frame.footer, contentWidth(doc) - pageLabelWidth - 24);
  doc.text(description, left, textY, { lineBreak: false });
  doc.text(pageLabel, right - pageLabelWidth, textY, { lineBreak: false });
};

/**
 * Written once every page exists, since "Page N of M" needs M. The footer sits in the bottom margin,
 * where pdfkit would otherwise start a new page, so the margin is lifted while it is drawn.
 */
export const drawPageFrames = (doc: PDFKit.PDFDocument, frame: PageFrame): void => {
  const pages = pageCount(doc);
  for (let index = frame.firstFramedPage; index < pages; index += 1) {
    doc.switchToPage(index);
    const bottomMargin = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    drawHeader(doc, frame);
    drawFooter(doc, frame, index + 1, pages);
    doc.page.margins.bottom = bottomMargin;
  }
};
