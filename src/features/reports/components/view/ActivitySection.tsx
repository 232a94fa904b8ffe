import Typography from '@mui/material/Typography';
import type { ReportSnapshot } from '@/contracts/reports';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { extraSectionTitles, reportViewText as text } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';

type Activity = NonNullable<ReportSnapshot['activity']>;

const ActivitySummary = ({ activity, detail }: { activity: Activity; detail: boolean }) => (
  <>
    <Typography>{text.activityTotal(activity.total)}</Typography>
    <Typography color="text.secondary">{text.accountSecurity}</Typography>
    <ViewTable
      caption={text.notableEvents}
      columns={[text.event, text.count]}
      rows={activity.notable.map((event) => ({ key: event.action, cells: [event.action, String(event.count)] }))}
    />
    {detail ? (
      <ViewTable
        caption="Recent audited events"
        columns={[text.when, text.action, text.user]}
        rows={activity.recent.map((event, index) => ({
          key: `${index}-${event.timestamp}`,
          cells: [formatUtcDateTime(event.timestamp), event.action, event.user],
        }))}
      />
    ) : (
      <Typography color="text.secondary">{text.eventsNotListed}</Typography>
    )}
  </>
);

/** SOC 2 Type II looks at a period: what the audit trail recorded in it, summarised. */
export const ActivitySection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title={extraSectionTitles.periodActivity}>
    {snapshot.activity === null ? (
      <Typography color="text.secondary">{text.activityNotRead}</Typography>
    ) : (
      <ActivitySummary activity={snapshot.activity} detail={snapshot.activityDetail} />
    )}
  </ViewSection>
);
