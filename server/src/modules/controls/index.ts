export { type ExcludedControl, findExcludedControls, requestExclusion, reviewExclusion } from './exclusions';
export { assignOwners, updateControl } from './settingsService';
export { listControlSettings } from './settingsService';
