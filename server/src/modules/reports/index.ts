export { generateReportJob } from './generateJob';
export { renderReportPdf } from './pdf/renderReport';
export {
  planScheduledReportsJob,
  planScheduledReportsJobName,
  planScheduledReportsRecurrence,
  scheduledReportEmailJob,
  scheduledReportJob,
} from './scheduleJobs';
