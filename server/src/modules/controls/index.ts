export { type ExcludedControl, findExcludedControls, requestExclusion, reviewExclusion } from './exclusions';
export { assignOwners, listControlSettings, updateControl } from './settingsService';
export { findControlSubject } from './controlSubject';
export { listControlsDueForReview, listOwnedControls, type OwnedControl } from './ownedControls';
export { listExclusionsAwaitingApproval } from './pendingExclusions';
export { findControlStatement } from './controlStatement';
