import { sectionTitle } from '../../../lib/pdf/blocks';
import { contentLeft, contentWidth, fonts } from '../../../lib/pdf/document';
import { palette } from '../../../lib/pdf/palette';

export type ContentsEntry = { title: string; page: number };

/** The page kept for the contents, right after the cover: filled in last, once the sections' pages are known. */
const contentsPageIndex = 1;

export const drawContents = (doc: PDFKit.PDFDocument, entries: ContentsEntry[]): void => {
  doc.switchToPage(contentsPageIndex);
  doc.x = contentLeft(doc);
  doc.y = doc.page.margins.top;
  sectionTitle(doc, 'Contents');
  const left = contentLeft(doc);
  const right = left + contentWidth(doc);
  doc.font(fonts.regular).fontSize(11.5);
  entries.forEach((entry, index) => {
    const top = doc.y + 6;
    const label = `${index + 1}.  ${entry.title}`;
    const page = String(entry.page);
    doc.fillColor(palette.text).text(label, left, top, { lineBreak: false });
    doc.text(page, right - doc.widthOfString(page), top, { lineBreak: false });
    const leaderY = top + doc.currentLineHeight() - 3;
    const leaderStart = left + doc.widthOfString(label) + 8;
    const leaderEnd = right - doc.widthOfString(page) - 8;
    doc.moveTo(leaderStart, leaderY).lineTo(leaderEnd, leaderY);
    doc.lineWidth(0.75).dash(1, { space: 3 }).strokeColor(palette.divider).stroke().undash();
    doc.y = top + doc.currentLineHeight() + 8;
  });
};
