export { remediateAssessment } from './autoRemediation';
export { overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from './notices';
export { listUpcomingTasks } from './repository';
export { findTaskSubject } from './taskSubject';
export { listOwnedOpenTasks, listOwnedTasksDueBy, type OwnedTask } from './ownedTasks';
