export { overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from './notices';
export { listUpcomingTasks } from './repository';
