export { type ExcludedControl, findExcludedControls } from './exclusions';
