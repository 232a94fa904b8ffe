/** What the pool's threads load: each task's function, exported under the name its task declares. */
export { renderReportOnWorker } from './modules/reports';
export { renderPolicyPdfOnWorker } from './modules/policies';
