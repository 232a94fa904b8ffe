import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { paths } from '@/app/paths';
import { routes } from '@/app/router';
import { screenTitles } from '@/app/screenTitles';
import type { SessionUser } from '@/contracts/auth';
import { evidenceLockerText } from '@/features/evidence/constants';
import { activityLogsText } from '@/features/auditLogs/constants';
import { accessText } from '@/features/auth/constants';
import { signedInState } from '@/testing/authState';
import { demoUser } from '@/testing/handlers';
import { renderWithProviders } from '@/testing/renderWithProviders';
import { server } from '@/testing/server';

jest.setTimeout(15_000);

const renderShellAs = (signedIn: SessionUser, route: string) => {
  server.use(http.get('*/api/auth/me', () => HttpResponse.json({ success: true, data: signedIn })));
  return renderWithProviders(routes, { route, preloadedState: signedInState(signedIn) });
};

const sidebarLinks = async () =>
  within(await screen.findByRole('navigation', { name: 'Main navigation' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the sidebar and pages by role', () => {
  it("leaves Activity Logs out of a Viewer's sidebar, and its address shows no access inside the shell", async () => {
    renderShellAs({ ...demoUser, role: 'Viewer' }, paths.activityLogs);
    expect(await screen.findByText(accessText.noPageAccess)).toBeInTheDocument();
    const links = await sidebarLinks();
    expect(links).not.toContain(activityLogsText.title);
    expect(links).not.toContain(evidenceLockerText.title);
    expect(links).not.toContain(screenTitles.tasks);
    expect(links).toContain('Dashboard');
  });

  it("keeps Activity Logs in an Admin's sidebar", async () => {
    renderShellAs(demoUser, paths.activityLogs);
    expect(await sidebarLinks()).toEqual(
      expect.arrayContaining([activityLogsText.title, evidenceLockerText.title, screenTitles.tasks]),
    );
    expect(await screen.findByRole('button', { name: activityLogsText.export })).toBeInTheDocument();
    expect(screen.queryByText(accessText.noPageAccess)).not.toBeInTheDocument();
  });
});
