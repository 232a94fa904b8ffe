import type { ReportSnapshot } from '@/contracts/reports';
import { sectionTitle } from '../../../lib/pdf/blocks';
import { type ContentsEntry, drawContents } from './contents';
import { drawCover } from './cover';
import { collectPdf, pageCount } from '../../../lib/pdf/document';
import { createReportDocument } from './document';
import { drawPageFrames } from '../../../lib/pdf/pageFrame';
import { planSections } from './sectionPlan';

export type RenderedReport = { pdf: Buffer; pages: number };

/**
 * Draws a report's PDF from its snapshot alone: the same snapshot gives the same bytes.
 * Pages: the cover, the contents, then each section from a fresh page.
 */
export const renderReportPdf = async (snapshot: ReportSnapshot): Promise<RenderedReport> => {
  const doc = createReportDocument(snapshot);
  const pdf = collectPdf(doc);
  drawCover(doc, snapshot);
  doc.addPage();
  const contents: ContentsEntry[] = planSections(snapshot).map((section) => {
    doc.addPage();
    doc.outline.addItem(section.title);
    const entry = { title: section.title, page: pageCount(doc) };
    sectionTitle(doc, section.title);
    section.draw(doc, snapshot);
    return entry;
  });
  drawContents(doc, contents);
  // The cover stands alone: every page after it is framed.
  drawPageFrames(doc, {
    header: snapshot.frameworkName,
    footer: `${snapshot.organization} · ${snapshot.title}`,
    firstFramedPage: 1,
  });
  const pages = pageCount(doc);
  doc.end();
  return { pdf: await pdf, pages };
};
