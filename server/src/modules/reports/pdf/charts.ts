import type { ControlStatus } from '@/contracts/enums';
import { fitText } from '../../../lib/pdf/blocks';
import { contentLeft, contentWidth, ensureSpace, fonts } from '../../../lib/pdf/document';
import { formatScore, statusLabels } from './format';
import { palette } from '../../../lib/pdf/palette';
import { scoreColor, statusColors } from './palette';

export type ScoreBar = { label: string; score: number };
export type StatusCounts = Record<ControlStatus, number>;

const labelWidth = 170;
const valueWidth = 40;
const barRowHeight = 22;
const barHeight = 12;

/** One horizontal bar per entry, out of 100, coloured by the score rule and labelled with its value. */
export const drawScoreBars = (doc: PDFKit.PDFDocument, bars: ScoreBar[]): void => {
  const left = contentLeft(doc);
  const trackLeft = left + labelWidth;
  const trackWidth = contentWidth(doc) - labelWidth - valueWidth;
  doc.fontSize(9);
  bars.forEach((bar) => {
    ensureSpace(doc, barRowHeight);
    const top = doc.y;
    const barTop = top + (barRowHeight - barHeight) / 2;
    const textTop = top + (barRowHeight - doc.currentLineHeight()) / 2;
    const clamped = Math.min(Math.max(bar.score, 0), 100);
    doc.font(fonts.regular).fillColor(palette.text);
    doc.text(fitText(doc, bar.label, labelWidth - 10), left, textTop, { lineBreak: false });
    doc.rect(trackLeft, barTop, trackWidth, barHeight).fill(palette.divider);
    if (clamped > 0) doc.rect(trackLeft, barTop, (trackWidth * clamped) / 100, barHeight).fill(scoreColor(bar.score));
    doc.font(fonts.bold).fillColor(scoreColor(bar.score));
    doc.text(formatScore(bar.score), trackLeft + trackWidth + 8, textTop, { lineBreak: false });
    doc.y = top + barRowHeight;
  });
  doc.x = left;
  doc.moveDown(0.5);
};

const statusOrder: ControlStatus[] = ['passed', 'warning', 'critical'];

/** One bar split by status in proportion to the counts, with a legend of the counts beneath it. */
export const drawStatusBar = (doc: PDFKit.PDFDocument, counts: StatusCounts): void => {
  const left = contentLeft(doc);
  const width = contentWidth(doc);
  const total = statusOrder.reduce((sum, status) => sum + counts[status], 0);
  ensureSpace(doc, 50);
  const top = doc.y;
  doc.rect(left, top, width, 18).fill(palette.divider);
  let x = left;
  for (const status of statusOrder) {
    const share = total === 0 ? 0 : (width * counts[status]) / total;
    if (share > 0) doc.rect(x, top, share, 18).fill(statusColors[status]);
    x += share;
  }
  const legendTop = top + 26;
  let legendX = left;
  doc.font(fonts.regular).fontSize(9);
  for (const status of statusOrder) {
    doc.rect(legendX, legendTop + 1.5, 8, 8).fill(statusColors[status]);
    const label = `${statusLabels[status]} ${counts[status]}`;
    doc.fillColor(palette.text).text(label, legendX + 12, legendTop, { lineBreak: false });
    legendX += 12 + doc.widthOfString(label) + 24;
  }
  doc.x = left;
  doc.y = legendTop + 20;
};
