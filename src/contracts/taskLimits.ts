// No imports: the task dialog and the server both load this file, and the dialog must stay free of zod.

export const taskTitleMax = 200;
