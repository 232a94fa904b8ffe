import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { Report, ReportSnapshot } from '@/contracts/reports';
import type { ReportSection } from '@/contracts/reportOptions';
import { ActivitySection } from '@/features/reports/components/view/ActivitySection';
import { ApplicabilitySection } from '@/features/reports/components/view/ApplicabilitySection';
import { ControlsSection } from '@/features/reports/components/view/ControlsSection';
import { EvidenceSection } from '@/features/reports/components/view/EvidenceSection';
import { FindingsSection } from '@/features/reports/components/view/FindingsSection';
import { RemediationSection } from '@/features/reports/components/view/RemediationSection';
import { SummarySection } from '@/features/reports/components/view/SummarySection';
import { reportViewText } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';

type SectionView = (props: { snapshot: ReportSnapshot }) => React.ReactNode;

const sectionViews: Record<ReportSection, SectionView> = {
  'Executive Summary': SummarySection,
  'Control Assessment': ControlsSection,
  'Findings and Risks': FindingsSection,
  'Remediation Plan': RemediationSection,
  'Evidence Appendix': EvidenceSection,
};

/** A template's own section, on top of the sections every report can hold. */
const templateViews: Partial<Record<ReportSnapshot['type'], SectionView>> = {
  soc2: ActivitySection,
  iso27001: ApplicabilitySection,
};

/** As the PDF orders them: the snapshot's sections, a template's own before the appendix, which stays last. */
const plannedSections = (snapshot: ReportSnapshot): { key: string; View: SectionView }[] => {
  const chosen = snapshot.sections.map((section) => ({ key: section, View: sectionViews[section] }));
  const templateView = templateViews[snapshot.type];
  if (!templateView) return chosen;
  const appendixIndex = snapshot.sections.indexOf('Evidence Appendix');
  const insertAt = appendixIndex === -1 ? chosen.length : appendixIndex;
  return [...chosen.slice(0, insertAt), { key: snapshot.type, View: templateView }, ...chosen.slice(insertAt)];
};

// The date without its time: "Oct 2, 2026, 2:30 PM UTC" reads "Oct 2, 2026" (the year stays, as in the PDF).
const day = (iso: string) => formatUtcDateTime(iso).replace(/,[^,]*$/, '');

export const ReportDocument = ({ report, snapshot }: { report: Report; snapshot: ReportSnapshot }) => (
  <Paper component="article" aria-labelledby="report-title" sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 4 }}>
    <Box component="header">
      <Typography id="report-title" component="h1" variant="h4">
        {report.name}
      </Typography>
      <Typography color="text.secondary">
        {reportViewText.cover(snapshot.organization, snapshot.frameworkName)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {reportViewText.period(day(snapshot.period.from), day(snapshot.period.to))}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {reportViewText.generatedBy(snapshot.requestedBy, formatUtcDateTime(snapshot.requestedAt))}
      </Typography>
    </Box>
    {plannedSections(snapshot).map(({ key, View }) => (
      <View key={key} snapshot={snapshot} />
    ))}
  </Paper>
);
