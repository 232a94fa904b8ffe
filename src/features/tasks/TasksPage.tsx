import { screenTitles } from '@/app/screenTitles';
import { PageHeader } from '@/components/layout/PageHeader';
import { RequirePermission } from '@/features/auth/components/RequirePermission';
import { tasksText as text } from '@/features/tasks/constants';
import { TasksTab } from '@/features/tasks/TasksTab';

/** /tasks: the remediation tasks in a screen of their own (Settings > Tasks shows the same list). */
export default function TasksPage() {
  return (
    <RequirePermission permission="tasks:read">
      <PageHeader title={screenTitles.tasks} description={text.pageDescription} />
      <TasksTab />
    </RequirePermission>
  );
}
