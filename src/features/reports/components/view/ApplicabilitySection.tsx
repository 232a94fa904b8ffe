import type { ReportSnapshot } from '@/contracts/reports';
import { controlLabel } from '@/contracts/controls';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { extraSectionTitles, implementedLabels, reportViewText as text } from '@/features/reports/constants';

/** ISO 27001's Statement of Applicability: every Annex A control applies; implementation follows its status. */
export const ApplicabilitySection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title={extraSectionTitles.applicability}>
    <ViewTable
      caption={extraSectionTitles.applicability}
      columns={[text.control, text.name, text.applicable, text.implemented, text.justification]}
      rows={snapshot.categories
        .flatMap((category) => category.controls)
        .map((control) => ({
          key: control.id,
          cells: [
            controlLabel(control.id),
            control.name,
            'Yes',
            implementedLabels[control.status],
            [
              ...(control.checks.length > 0
                ? [`Assessed by ${control.checks.map((check) => check.name).join(', ')}.`]
                : []),
              ...control.issues,
            ].join(' '),
          ],
        }))}
    />
  </ViewSection>
);
