export { type ExcludedControl, findExcludedControls, requestExclusion, reviewExclusion } from './exclusions';
export { assignOwners, listControlSettings, updateControl } from './settingsService';
