import { AppError } from '../../core/appError';
import { frameworks } from '../../frameworks';
import type { FrameworkId } from '@/contracts/enums';
import { type ReportSection, reportSections, type ReportType, templateFrameworks } from '@/contracts/reportOptions';

export type ReportScope = {
  type: ReportType;
  framework: FrameworkId;
  sections: ReportSection[];
  /** List the period's individual events; off unless the author asks. */
  includeActivityDetail: boolean;
};

export const customFrameworkRequired = 'framework is required for a custom report';

/**
 * A template reports on its own framework, a custom report on the one named; either holds the sections named, in
 * their set order, or all of them.
 */
export const resolveScope = (input: {
  type: ReportType;
  framework?: FrameworkId;
  sections?: ReportSection[];
  includeActivityDetail?: boolean;
}): ReportScope => {
  const chosen = new Set(input.sections ?? reportSections);
  const sections = reportSections.filter((section) => chosen.has(section));
  const includeActivityDetail = input.includeActivityDetail ?? false;
  if (input.type === 'custom') {
    if (!input.framework) throw new AppError(400, customFrameworkRequired);
    return { type: 'custom', framework: input.framework, sections, includeActivityDetail };
  }
  const framework = templateFrameworks[input.type];
  if (input.framework && input.framework !== framework) {
    throw new AppError(400, `framework: a ${input.type} report covers ${frameworks[framework].name} only`);
  }
  return { type: input.type, framework, sections, includeActivityDetail };
};

export const defaultDescription = ({ framework, sections }: ReportScope) =>
  `${frameworks[framework].name}: ${sections.join(', ')}.`;

/** A download's file name: the report's name, with anything a file system or header may choke on replaced. */
export const reportFileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w-]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 100) || 'report'
  }.pdf`;
