import { bullet, gap, paragraph, sectionTitle, subheading } from '../../../lib/pdf/blocks';
import { formatDate } from '../../../lib/pdf/dates';
import { collectPdf, contentLeft, contentWidth, createPdfDocument, fonts, pageCount } from '../../../lib/pdf/document';
import { drawPageFrames } from '../../../lib/pdf/pageFrame';
import { palette } from '../../../lib/pdf/palette';
import { policyBlocks } from './policyMarkdown';

/** A published version as its PDF shows it: everything it draws, so the same version always gives the same bytes. */
export type PolicyPdfInput = {
  organization: string;
  title: string;
  version: string;
  changelog: string;
  approvedBy: string | null;
  publishedBy: string;
  publishedAt: string;
  sha256: string;
  text: string;
};

const meta = (doc: PDFKit.PDFDocument, label: string, value: string) => {
  doc.font(fonts.bold).fontSize(9).fillColor(palette.muted).text(`${label}  `, contentLeft(doc), doc.y, {
    continued: true,
  });
  doc
    .font(fonts.regular)
    .fillColor(palette.text)
    .text(value, { width: contentWidth(doc) });
};

export const renderPolicyPdf = async (input: PolicyPdfInput): Promise<{ pdf: Uint8Array; pages: number }> => {
  const doc = createPdfDocument({
    title: `${input.title} ${input.version}`,
    subject: `${input.title}, version ${input.version}, of ${input.organization}`,
    createdAt: input.publishedAt,
  });
  const done = collectPdf(doc);
  doc.font(fonts.regular).fontSize(10).fillColor(palette.muted).text(input.organization, contentLeft(doc), doc.y);
  gap(doc, 0.3);
  sectionTitle(doc, input.title);
  meta(doc, 'Version', `${input.version} (${input.changelog})`);
  meta(doc, 'Published', `${formatDate(input.publishedAt)} by ${input.publishedBy}`);
  meta(doc, 'Approved by', input.approvedBy ?? 'Not recorded');
  meta(doc, 'SHA-256', input.sha256);
  gap(doc, 1);
  const blocks = policyBlocks(input.text);
  // The document's own title heading repeats the one drawn above.
  const body = blocks[0]?.kind === 'heading' && blocks[0].depth === 1 ? blocks.slice(1) : blocks;
  for (const block of body) {
    if (block.kind === 'heading') subheading(doc, block.text);
    else if (block.kind === 'paragraph') {
      paragraph(doc, block.text);
      gap(doc, 0.4);
    } else if (block.marker === '•') bullet(doc, block.text, { size: 10 });
    else paragraph(doc, `${block.marker} ${block.text}`);
  }
  drawPageFrames(doc, {
    header: `${input.title} ${input.version}`,
    footer: `${input.organization} · ${input.title} · version ${input.version}`,
    firstFramedPage: 0,
  });
  const pages = pageCount(doc);
  doc.end();
  return { pdf: new Uint8Array(await done), pages };
};
