export const assistantText = {
  title: 'AI Assistant',
  description: 'Ask SecuroBot about controls, findings and the steps to fix them.',
} as const;
