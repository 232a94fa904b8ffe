export { seedDemoTasks } from './demoTasks';
export { findOverdueTasks, listUpcomingTasks, markOverdueNotified } from './repository';
