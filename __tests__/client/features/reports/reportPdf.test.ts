import { sampleReports } from '@/features/reports/sampleReports';
import { buildReportPdf, reportPdfFileName } from '@/features/reports/reportPdf';
import type { Report } from '@/features/reports/types';

const report: Report = { ...sampleReports[1], name: 'ISO 27001 Gap Analysis' };

// Standard-font PDFs from jsPDF keep page text uncompressed, so strings appear literally in the bytes.
const pdfText = (doc: ReturnType<typeof buildReportPdf>) => Buffer.from(doc.output('arraybuffer')).toString('latin1');

describe('buildReportPdf', () => {
  it('builds a PDF with the report name, organisation, date, score, findings and figures', () => {
    const text = pdfText(buildReportPdf(report, 'Acme Cloud'));

    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain('(ISO 27001 Gap Analysis)');
    expect(text).toContain('Acme Cloud');
    expect(text).toContain('Sep 18, 2026, 9:15 AM UTC');
    expect(text).toContain('(72%)');
    expect(text).toContain('(Findings summary)');
    expect(text).toContain('below the 80% target');
    expect(text).toContain('4 critical issues must be remediated');
    expect(text).toContain('(Report figures)');
    expect(text).toContain('(32)');
    expect(text).toContain('(1.8 MB)');
  });

  it('names the file after the report', () => {
    expect(reportPdfFileName(sampleReports[0])).toBe('SOC-2-Type-II-Assessment-Q3-2026.pdf');
  });
});
