export const activityLogsText = {
  title: 'Activity Logs',
  description: 'A searchable trail of sign-ins, assessments, exports and system events.',
} as const;
