import { http, HttpResponse } from 'msw';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import ActivityLogsPage from '@/features/auditLogs/ActivityLogsPage';
import { timelineText } from '@/features/auditLogs/constants';
import type { AuditLogEntry } from '@/contracts/auditLogs';
import { signedInState } from '@/testing/authState';
import { auditLogs, auditLogsResponse } from '@/testing/fixtures/auditLogs';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

export const renderActivityLogs = () =>
  renderWithProviders(<ActivityLogsPage />, { preloadedState: signedInState(), route: '/activity-logs' });

/** Answers the list from `logs` and keeps every requested URL, oldest first. */
export const recordAuditLogRequests = (logs: AuditLogEntry[] = auditLogs) => {
  const urls: URL[] = [];
  server.use(
    http.get('*/api/audit-logs', ({ request }) => {
      const url = new URL(request.url);
      urls.push(url);
      return HttpResponse.json(auditLogsResponse(url, logs));
    }),
  );
  return urls;
};

export const queryOf = (url: URL) => Object.fromEntries(url.searchParams);

export const timeline = () => within(screen.getByRole('region', { name: timelineText.heading }));

/** The actions of the entries on screen, top to bottom. */
export const shownActions = () =>
  timeline()
    .queryAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const choose = async (user: UserEvent, label: string, option: string) => {
  await user.click(screen.getByRole('combobox', { name: label }));
  await user.click(await screen.findByRole('option', { name: option }));
};
