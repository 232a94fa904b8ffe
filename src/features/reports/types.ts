import type { FrameworkId } from '@/contracts/enums';
import type { ReportSection, ReportType } from '@/contracts/reportOptions';

/** What the template cards and the custom report modal ask the server for. */
export type ReportRequest = {
  name: string;
  type: ReportType;
  description: string;
  framework?: FrameworkId;
  sections?: ReportSection[];
  includeActivityDetail?: boolean;
};
