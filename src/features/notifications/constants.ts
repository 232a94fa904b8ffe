/** How often the bell asks for the unread count while the app is open. */
export const UNREAD_POLL_INTERVAL_MS = 60_000;

export const notificationsText = {
  open: 'Notifications',
  unread: (count: number) => `Notifications (${count} unread)`,
  empty: "You're all caught up",
  markAllRead: 'Mark all read',
  loading: 'Loading notifications...',
  loadFailed: 'Failed to load notifications',
  policiesToAccept: (count: number) => `Policies to accept (${count})`,
} as const;
