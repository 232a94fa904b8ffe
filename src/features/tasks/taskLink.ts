/** ?task=<id> on the tasks list opens that task's comments (the link a comment's notification carries). */
export const taskCommentsParam = 'task';
