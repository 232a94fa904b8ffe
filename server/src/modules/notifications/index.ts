export { alertedRoles, notifyAssessmentCompleted } from './assessmentAlerts';
export { notifyInvitationAccepted } from './memberAlerts';
export { notifyIfNewDevice } from './newSignIn';
export { notify } from './notify';
export { notifyTaskAssigned, overdueTasksJob, overdueTasksJobName, overdueTasksRecurrence } from './taskAlerts';
