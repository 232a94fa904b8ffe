import type { ReportSnapshot } from '@/contracts/reports';
import { createPdfDocument } from '../../../lib/pdf/document';

export const createReportDocument = (snapshot: ReportSnapshot): PDFKit.PDFDocument =>
  createPdfDocument({
    title: snapshot.title,
    subject: `${snapshot.frameworkName} compliance report for ${snapshot.organization}`,
    createdAt: snapshot.requestedAt,
  });
