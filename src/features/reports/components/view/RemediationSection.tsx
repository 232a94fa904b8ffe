import Typography from '@mui/material/Typography';
import type { ReportSnapshot } from '@/contracts/reports';
import { controlLabel } from '@/contracts/controls';
import { ViewSection } from '@/features/reports/components/view/ViewSection';
import { ViewTable } from '@/features/reports/components/view/ViewTable';
import { reportViewText as text } from '@/features/reports/constants';

export const RemediationSection = ({ snapshot }: { snapshot: ReportSnapshot }) => (
  <ViewSection title="Remediation Plan">
    {snapshot.openTasks === null ? (
      <Typography color="text.secondary">{text.tasksNotRead}</Typography>
    ) : snapshot.openTasks.length === 0 ? (
      <Typography color="text.secondary">{text.noTasks}</Typography>
    ) : (
      <ViewTable
        caption="Open remediation tasks"
        columns={[text.task, text.priority, text.due, text.owner, text.control]}
        rows={snapshot.openTasks.map((task, index) => ({
          key: `${index}-${task.title}`,
          cells: [
            task.title,
            task.priority,
            task.dueDate,
            task.owner ?? text.unassigned,
            task.controlId ? controlLabel(task.controlId) : '—',
          ],
        }))}
      />
    )}
  </ViewSection>
);
