import { jsPDF } from 'jspdf';
import { theme } from '@/app/theme/theme';
import { reportsText, reportTypeLabels, statusLabels } from '@/features/reports/constants';
import { figureOrDash, formatReportDate } from '@/features/reports/reportFormat';
import { findingsSummary } from '@/features/reports/reportFindings';
import type { Report } from '@/features/reports/types';
import { scoreTone } from '@/lib/scoreTone';

const { palette } = theme;
const PAGE_WIDTH = 210;
const MARGIN = 18;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN;
const ROW_HEIGHT = 9;

const figureRows = (report: Report): [string, string][] => [
  ['Report type', reportTypeLabels[report.type]],
  [reportsText.status, statusLabels[report.status]],
  [reportsText.generated, formatReportDate(report.generated)],
  [reportsText.complianceScore, report.complianceScore === null ? '—' : `${report.complianceScore}%`],
  [reportsText.criticalIssues, figureOrDash(report.criticalIssues)],
  [reportsText.warnings, figureOrDash(report.warnings)],
  [reportsText.pages, figureOrDash(report.pages)],
  [reportsText.size, figureOrDash(report.size)],
];

const drawHeader = (doc: jsPDF, report: Report, organisation: string) => {
  doc.setFillColor(palette.secondary.main).rect(0, 0, PAGE_WIDTH, 46, 'F');
  doc.setTextColor(palette.secondary.contrastText).setFont('helvetica', 'normal').setFontSize(10);
  doc.text('SECURO  |  COMPLIANCE REPORT', MARGIN, 14);
  doc.setFont('helvetica', 'bold').setFontSize(20);
  doc.text(doc.splitTextToSize(report.name, CONTENT_WIDTH) as string[], MARGIN, 26);
  doc.setFont('helvetica', 'normal').setFontSize(11);
  doc.text(`${organisation}  ·  Generated ${formatReportDate(report.generated)}`, MARGIN, 40);
};

const drawScore = (doc: jsPDF, report: Report, top: number): number => {
  const score = report.complianceScore;
  const tone = score === null ? palette.grey[500] : palette[scoreTone(score)].main;
  doc.setDrawColor(tone).setLineWidth(0.8).roundedRect(MARGIN, top, 52, 30, 3, 3, 'S');
  doc.setTextColor(tone).setFont('helvetica', 'bold').setFontSize(24);
  doc.text(score === null ? '—' : `${score}%`, MARGIN + 26, top + 17, { align: 'center' });
  doc.setFontSize(9).setFont('helvetica', 'normal').setTextColor(palette.text.secondary);
  doc.text(reportsText.complianceScore, MARGIN + 26, top + 25, { align: 'center' });
  doc.setTextColor(palette.text.primary).setFontSize(11);
  doc.text(doc.splitTextToSize(report.description, CONTENT_WIDTH - 60) as string[], MARGIN + 60, top + 7);
  return top + 42;
};

const drawFindings = (doc: jsPDF, report: Report, top: number): number => {
  doc.setTextColor(palette.text.primary).setFont('helvetica', 'bold').setFontSize(14);
  doc.text('Findings summary', MARGIN, top);
  doc.setFont('helvetica', 'normal').setFontSize(11);
  let y = top + 8;
  for (const line of findingsSummary(report)) {
    const wrapped = doc.splitTextToSize(line, CONTENT_WIDTH - 6) as string[];
    doc.text('•', MARGIN, y).text(wrapped, MARGIN + 5, y);
    y += wrapped.length * 5.5 + 2;
  }
  return y + 6;
};

const drawFigures = (doc: jsPDF, report: Report, top: number): number => {
  doc.setTextColor(palette.text.primary).setFont('helvetica', 'bold').setFontSize(14);
  doc.text('Report figures', MARGIN, top);
  let y = top + 5;
  doc.setFillColor(palette.primary.light).rect(MARGIN, y, CONTENT_WIDTH, ROW_HEIGHT, 'F');
  doc
    .setFontSize(10)
    .text('Measure', MARGIN + 3, y + 6)
    .text('Value', MARGIN + CONTENT_WIDTH / 2, y + 6);
  doc.setFont('helvetica', 'normal').setDrawColor(palette.divider).setLineWidth(0.2);
  for (const [measure, value] of figureRows(report)) {
    y += ROW_HEIGHT;
    doc.text(measure, MARGIN + 3, y + 6).text(value, MARGIN + CONTENT_WIDTH / 2, y + 6);
    doc.line(MARGIN, y + ROW_HEIGHT, MARGIN + CONTENT_WIDTH, y + ROW_HEIGHT);
  }
  return y + ROW_HEIGHT;
};

const drawFooter = (doc: jsPDF, organisation: string) => {
  doc.setFont('helvetica', 'normal').setFontSize(8).setTextColor(palette.text.secondary);
  doc.text(`Confidential: prepared for ${organisation} and its auditors by Securo.`, MARGIN, 287);
};

/** A one-page, auditor-ready PDF of the report's figures and findings. */
export const buildReportPdf = (report: Report, organisation: string): jsPDF => {
  const doc = new jsPDF({ unit: 'mm', format: 'a4' });
  doc.setProperties({
    title: report.name,
    subject: reportTypeLabels[report.type],
    author: organisation,
    creator: 'Securo',
  });
  drawHeader(doc, report, organisation);
  const afterScore = drawScore(doc, report, 58);
  const afterFindings = drawFindings(doc, report, afterScore);
  drawFigures(doc, report, afterFindings);
  drawFooter(doc, organisation);
  return doc;
};

export const reportPdfFileName = (report: Report): string =>
  `${report.name.replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '')}.pdf`;
