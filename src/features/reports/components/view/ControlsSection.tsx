import type { ReportControl, ReportSnapshot } from '@/contracts/reports';
import { controlLabel } from '@/contracts/controls';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { reportViewText as text } from '@/features/reports/constants';

const hipaaLabel = (control: ReportControl) => {
  if (!control.hipaa) return null;
  if (control.hipaa.kind === 'standard') return 'Standard';
  return control.hipaa.implementation === 'required' ? 'Required' : 'Addressable';
};

const sectionTitle = (type: ReportSnapshot['type']) =>
  type === 'iso27001' ? 'Clauses 4–10 and Annex A by Theme' : 'Control Assessment';

export const ControlsSection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title={sectionTitle(snapshot.type)}>
    {snapshot.categories.map((category) => (
      <ViewTable
        key={category.name}
        caption={`${category.name} (${category.score}%)`}
        columns={[text.control, text.name, text.status, text.score, text.checks]}
        rows={category.controls.map((control) => ({
          key: control.id,
          cells: [
            controlLabel(control.id),
            [control.name, hipaaLabel(control)].filter(Boolean).join(' · '),
            control.status,
            `${control.score}%`,
            control.checks.map((check) => `${check.name}${check.source ? ` (${check.source})` : ''}`).join(', '),
          ],
        }))}
      />
    ))}
  </ViewSection>
);
