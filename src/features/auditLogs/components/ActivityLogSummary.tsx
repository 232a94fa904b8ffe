import { categoryLabels, summaryText } from '@/features/auditLogs/constants';
import { SummaryFigures } from '@/features/auditLogs/components/SummaryFigures';
import { severityColor } from '@/features/auditLogs/severityStyle';
import type { AuditCategory } from '@/contracts/enums';
import type { AuditLogCategoryCounts, AuditLogStats } from '@/contracts/auditLogs';

type ActivityLogSummaryProps = {
  stats: AuditLogStats | undefined;
  categories: AuditLogCategoryCounts | undefined;
};

const categoryOrder: AuditCategory[] = ['authentication', 'compliance', 'system', 'data'];

/** Counts over the organisation's whole trail: the filters narrow the timeline, not these. */
export const ActivityLogSummary = ({ stats, categories }: ActivityLogSummaryProps) => (
  <>
    <SummaryFigures
      label={summaryText.bySeverity}
      figures={[
        { label: summaryText.total, value: stats?.total, color: 'text.primary' },
        { label: summaryText.critical, value: stats?.critical, color: `${severityColor.critical}.dark` },
        { label: summaryText.warning, value: stats?.warning, color: `${severityColor.warning}.dark` },
        { label: summaryText.info, value: stats?.info, color: `${severityColor.info}.dark` },
        { label: summaryText.success, value: stats?.success, color: `${severityColor.success}.dark` },
      ]}
    />
    <SummaryFigures
      label={summaryText.byCategory}
      compact
      figures={categoryOrder.map((category) => ({
        label: categoryLabels[category],
        value: categories?.[category],
        color: 'text.primary',
      }))}
    />
  </>
);
