import type { ReportSnapshot } from '@/contracts/reports';
import { controlLabel } from '@/contracts/controls';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { reportViewText as text } from '@/features/reports/constants';
import { formatUtcDateTime } from '@/lib/dates';

/** For each control, the signals its checks read: where each came from and when it was observed. */
export const EvidenceSection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title="Evidence Appendix">
    <ViewTable
      caption="Evidence index"
      columns={[text.control, text.checks, text.source, text.observed]}
      rows={snapshot.categories
        .flatMap((category) => category.controls)
        .flatMap((control) =>
          control.checks.map((check) => ({
            key: `${control.id}:${check.id}`,
            cells: [
              controlLabel(control.id),
              check.name,
              check.source ?? '—',
              check.observedAt ? formatUtcDateTime(check.observedAt) : text.neverObserved,
            ],
          })),
        )}
    />
  </ViewSection>
);
