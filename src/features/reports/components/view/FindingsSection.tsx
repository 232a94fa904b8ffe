import Typography from '@mui/material/Typography';
import type { ReportSnapshot } from '@/contracts/reports';
import { controlLabel } from '@/contracts/controls';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { reportViewText as text } from '@/features/reports/constants';

const severity = { critical: 0, warning: 1, passed: 2 } as const;

/** Critical controls first, worst score first, then warnings. */
export const FindingsSection = ({ snapshot }: { snapshot: ReportSnapshot }) => {
  const findings = snapshot.categories
    .flatMap((category) => category.controls)
    .filter((control) => control.status !== 'passed')
    .sort((a, b) => severity[a.status] - severity[b.status] || a.score - b.score);
  return (
    <ViewSection title="Findings and Risks">
      {findings.length === 0 ? (
        <Typography color="text.secondary">{text.noFindings}</Typography>
      ) : (
        <ViewTable
          caption="Findings"
          columns={[text.control, text.name, text.status, text.score, text.issues]}
          rows={findings.map((control) => ({
            key: control.id,
            cells: [
              controlLabel(control.id),
              control.name,
              control.status,
              `${control.score}%`,
              control.issues.join(' '),
            ],
          }))}
        />
      )}
    </ViewSection>
  );
};
