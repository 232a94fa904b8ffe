export { type ExcludedControl, findExcludedControls, requestExclusion, reviewExclusion } from './exclusions';
export { assignOwners, listControlSettings, updateControl } from './settingsService';
export { type ControlSubject, findControlSubject } from './controlSubject';
