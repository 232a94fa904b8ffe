import Typography from '@mui/material/Typography';
import type { ReportSnapshot } from '@/contracts/reports';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { extraSectionTitles, reportViewText as text } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';

/** SOC 2 Type II looks at a period: what the audit trail recorded in it. */
export const ActivitySection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title={extraSectionTitles.periodActivity}>
    <Typography>{text.activityTotal(snapshot.activity.total)}</Typography>
    <ViewTable
      caption="Recent audited events"
      columns={[text.when, text.action, text.user]}
      rows={snapshot.activity.recent.map((event, index) => ({
        key: `${index}-${event.timestamp}`,
        cells: [formatUtcDateTime(event.timestamp), event.action, event.user],
      }))}
    />
  </ViewSection>
);
