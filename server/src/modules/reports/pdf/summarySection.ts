import type { ReportSnapshot } from '@/contracts/reports';
import { gap, paragraph, subheading } from '../../../lib/pdf/blocks';
import { drawScoreBars, drawStatusBar } from './charts';
import { noControlsAssessed } from './controlQueries';
import { formatDateTime } from '../../../lib/pdf/dates';
import { formatScore, formatScoreChange } from './format';
import { palette } from '../../../lib/pdf/palette';
import { scoreColor, statusColors } from './palette';

const previousScoreLine = (score: number, previousScore: number | null): string =>
  previousScore === null
    ? 'Previous score: none, this is the first assessment'
    : `Previous score: ${formatScore(previousScore)} (${formatScoreChange(score, previousScore)})`;

export const drawSummarySection = (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot): void => {
  const { score, previousScore, summary, completedAt } = snapshot.assessment;
  paragraph(doc, `Compliance score: ${formatScore(score)}`, { bold: true, size: 16, color: scoreColor(score) });
  gap(doc, 0.3);
  paragraph(doc, previousScoreLine(score, previousScore));
  paragraph(doc, `Assessment completed ${formatDateTime(completedAt)}`, { color: palette.muted });

  subheading(doc, 'Controls by status');
  paragraph(doc, `Controls assessed: ${summary.total}`);
  paragraph(doc, `Passed: ${summary.passed}`, { color: statusColors.passed });
  paragraph(doc, `Warnings: ${summary.warning}`, { color: statusColors.warning });
  paragraph(doc, `Critical issues: ${summary.critical}`, { color: statusColors.critical, bold: true });
  gap(doc);
  drawStatusBar(doc, { passed: summary.passed, warning: summary.warning, critical: summary.critical });

  subheading(doc, 'Score by category');
  if (snapshot.categories.length === 0) {
    paragraph(doc, noControlsAssessed);
    return;
  }
  drawScoreBars(
    doc,
    snapshot.categories.map((category) => ({ label: category.name, score: category.score })),
  );
  paragraph(doc, 'Bars follow the score rule: 80 or more passed, 60–79 warning, below 60 critical.', {
    color: palette.muted,
    size: 8.5,
  });
};
