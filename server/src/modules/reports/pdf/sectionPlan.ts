import type { ReportSnapshot } from '@/contracts/reports';
import type { ReportSection, ReportType } from '@/contracts/reportOptions';
import { drawActivitySection } from './activitySection';
import { drawApplicabilitySection } from './applicabilitySection';
import { drawControlsSection } from './controlsSection';
import { drawEvidenceSection } from './evidenceSection';
import { drawFindingsSection } from './findingsSection';
import { drawRemediationSection } from './remediationSection';
import { drawSummarySection } from './summarySection';

export type PlannedSection = { title: string; draw: (doc: PDFKit.PDFDocument, snapshot: ReportSnapshot) => void };

const sectionDrawers: Record<ReportSection, PlannedSection['draw']> = {
  'Executive Summary': drawSummarySection,
  'Control Assessment': drawControlsSection,
  'Findings and Risks': drawFindingsSection,
  'Remediation Plan': drawRemediationSection,
  'Evidence Appendix': drawEvidenceSection,
};

/** A template's own section, on top of the sections every report can hold. */
const templateSections: Partial<Record<ReportType, PlannedSection>> = {
  soc2: { title: 'Period Activity', draw: drawActivitySection },
  iso27001: { title: 'Statement of Applicability', draw: drawApplicabilitySection },
};

const sectionTitle = (section: ReportSection, type: ReportType): string =>
  type === 'iso27001' && section === 'Control Assessment' ? 'Clauses 4–10 and Annex A by Theme' : section;

/** The snapshot's sections in its order; a template's own section goes before the appendix, which stays last. */
export const planSections = (snapshot: ReportSnapshot): PlannedSection[] => {
  const chosen = snapshot.sections.map((section) => ({
    title: sectionTitle(section, snapshot.type),
    draw: sectionDrawers[section],
  }));
  const templateSection = templateSections[snapshot.type];
  if (!templateSection) return chosen;
  const appendixIndex = snapshot.sections.indexOf('Evidence Appendix');
  const insertAt = appendixIndex === -1 ? chosen.length : appendixIndex;
  return [...chosen.slice(0, insertAt), templateSection, ...chosen.slice(insertAt)];
};
