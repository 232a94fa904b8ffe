export { alertedRoles, notifyAssessmentCompleted } from './assessmentAlerts';
export { notifyInvitationAccepted } from './memberAlerts';
export { notifyIfNewDevice } from './newSignIn';
export { type NotificationDraft, notify } from './notify';
