export { generateReportJob } from './generateJob';
export { renderReportOnWorker, renderReportTask, type RenderedOnWorker } from './renderOnWorker';
export {
  planScheduledReportsJob,
  planScheduledReportsJobName,
  planScheduledReportsRecurrence,
  scheduledReportEmailJob,
  scheduledReportJob,
} from './scheduleJobs';
export { findReportSubject } from './reportSubject';
