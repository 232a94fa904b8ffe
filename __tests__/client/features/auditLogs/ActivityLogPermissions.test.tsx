import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Role } from '@/contracts/enums';
import ActivityLogsPage from '@/features/auditLogs/ActivityLogsPage';
import { activityLogsText, paginationText } from '@/features/auditLogs/constants';
import { accessText } from '@/features/auth/constants';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(15_000);

const renderAs = (role: Role) =>
  renderWithProviders(<ActivityLogsPage />, {
    preloadedState: signedInState({ ...demoUser, role }),
    route: '/activity-logs',
  });

const exportButton = () => screen.getByRole('button', { name: activityLogsText.export });

describe('ActivityLogsPage by role', () => {
  it('tells a Viewer they have no access to the page, and asks the server for nothing', async () => {
    const listed = jest.fn();
    server.use(
      http.get('*/api/audit-logs', () => {
        listed();
        return HttpResponse.json({ success: false, message: 'Forbidden' }, { status: 403 });
      }),
    );
    renderAs('Viewer');
    expect(screen.getByText(accessText.noPageAccess)).toBeInTheDocument();
    expect(screen.getByText(/Your role does not allow you to view the activity logs/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: activityLogsText.export })).not.toBeInTheDocument();
    expect(listed).not.toHaveBeenCalled();
  });

  it('shows a Security Analyst the logs with Export disabled, saying why', async () => {
    const { user } = renderAs('Security Analyst');
    await screen.findByText(paginationText.showing(1, 20, 45));
    expect(exportButton()).toBeDisabled();
    await user.hover(exportButton().parentElement as HTMLElement);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Your role does not allow you to export the activity logs',
    );
  });

  it('lets an Admin export', async () => {
    renderAs('Admin');
    await screen.findByText(paginationText.showing(1, 20, 45));
    expect(exportButton()).toBeEnabled();
    expect(screen.queryByText(accessText.noPageAccess)).not.toBeInTheDocument();
  });
});
