export { workDigestsJob, workDigestsJobName, workDigestsRecurrence } from './digestJob';
