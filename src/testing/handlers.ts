import { http, HttpResponse } from 'msw';
import type { SessionUser } from '@/contracts/auth';
import type { TwoFactorStatus } from '@/contracts/twoFactor';
import type { RunAssessmentResult } from '@/contracts/dashboard';
import { type FrameworkId, frameworkIds, isFrameworkId } from '@/contracts/enums';
import { assistantListHandlers } from '@/testing/fixtures/assistant';
import { reviewFixture } from '@/testing/fixtures/reviews';
import { controlDetailsHandlers } from '@/testing/fixtures/controlDetails';
import { dashboardOverviewFixture } from '@/testing/fixtures/dashboard';
import { evidenceListHandlers } from '@/testing/fixtures/evidence';
import { heatmapFixture } from '@/testing/fixtures/heatmap';
import { controlHistoryFixture, scoreHistoryFixture } from '@/testing/fixtures/scoreHistory';
import { AUDIT_LOG_EXPORT_FILE, auditLogsCsv, auditLogsResponse } from '@/testing/fixtures/auditLogs';
import { controlListFor } from '@/testing/fixtures/controlList';
import { memberHandlers } from '@/testing/fixtures/members';
import { myWorkFixture } from '@/testing/fixtures/myWork';
import { notificationsFixture } from '@/testing/fixtures/notifications';
import { policyHandlers } from '@/testing/fixtures/policies';
import { reportListHandlers } from '@/testing/fixtures/reports';
import { assigneesFixture, taskPageFixture } from '@/testing/fixtures/tasks';
import {
  sessionsFixture,
  settingsFixture,
  slackConnectedFixture,
  slackNotConnectedFixture,
} from '@/testing/fixtures/settings';

export const demoUser: SessionUser = {
  id: 'usr_demo',
  name: 'Alex Morgan',
  email: 'demo@securo.dev',
  role: 'Admin',
  jobTitle: 'Head of Security',
  phone: null,
  timezone: 'UTC-5',
  company: 'Acme Cloud',
  organizationId: 'org_acme',
  createdAt: '2026-01-15T09:00:00.000Z',
};

/** The demo member signs in with the password alone: two-factor off, not required by the organisation. */
export const twoFactorOff: TwoFactorStatus = {
  enabled: false,
  enabledAt: null,
  recoveryCodesLeft: 0,
  organizationRequired: false,
};

export const demoCredentials = { email: 'demo@securo.dev', password: 'securo-demo' };
export const demoToken = 'demo-token';

const assessmentRunId = (framework: FrameworkId) =>
  `00000000-0000-4000-8000-00000000000${frameworkIds.indexOf(framework) + 1}`;

/** What run-assessment answers once its runs have ended: one per framework, completed unless said otherwise. */
export const assessmentStarted = (frameworks: FrameworkId[], failed: FrameworkId[] = []): RunAssessmentResult => ({
  frameworks,
  runs: frameworks.map((framework) => ({
    id: assessmentRunId(framework),
    framework,
    status: failed.includes(framework) ? 'failed' : 'completed',
  })),
});

const unauthorized = () => HttpResponse.json({ success: false, message: 'Not authorized' }, { status: 401 });
const isAuthorized = (request: Request) => request.headers.get('Authorization') === `Bearer ${demoToken}`;
// The bell, my work and the tasks tab answer whichever session a test signed in with (some sign in with their own token).
const isSignedIn = (request: Request) => request.headers.get('Authorization')?.startsWith('Bearer ') ?? false;

export const handlers = [
  http.post('*/api/auth/login', async ({ request }) => {
    const body = (await request.json()) as { email?: string; password?: string };
    if (body.email !== demoCredentials.email || body.password !== demoCredentials.password) {
      return HttpResponse.json({ success: false, message: 'Invalid email or password' }, { status: 401 });
    }
    return HttpResponse.json({ success: true, token: demoToken, data: demoUser, message: 'Signed in' });
  }),
  http.post('*/api/auth/register', async ({ request }) => {
    const body = (await request.json()) as Pick<SessionUser, 'name' | 'email' | 'company'>;
    return HttpResponse.json(
      { success: true, token: demoToken, data: { ...demoUser, ...body, jobTitle: null } },
      { status: 201 },
    );
  }),
  http.get('*/api/auth/logout', () => HttpResponse.json({ success: true, message: 'Signed out' })),
  http.get('*/api/auth/me', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: demoUser }) : unauthorized(),
  ),
  http.put('*/api/auth/updatedetails', async ({ request }) => {
    if (!isAuthorized(request)) return unauthorized();
    const body = (await request.json()) as Partial<SessionUser>;
    return HttpResponse.json({ success: true, data: { ...demoUser, ...body } });
  }),
  http.get('*/api/auth/two-factor', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: twoFactorOff }) : unauthorized(),
  ),
  http.put('*/api/auth/updatepassword', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, message: 'Password updated' }) : unauthorized(),
  ),
  http.get('*/api/dashboard/overview', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: dashboardOverviewFixture }) : unauthorized(),
  ),
  http.get('*/api/dashboard/compliance-heatmap', ({ request }) => {
    if (!isAuthorized(request)) return unauthorized();
    const framework = new URL(request.url).searchParams.get('framework') ?? 'SOC2';
    if (!isFrameworkId(framework)) {
      return HttpResponse.json(
        { success: false, message: 'framework must be one of SOC2, ISO27001, HIPAA, GDPR' },
        { status: 400 },
      );
    }
    return HttpResponse.json({ success: true, data: heatmapFixture(framework) });
  }),
  http.get('*/api/dashboard/score-history', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: scoreHistoryFixture() }) : unauthorized(),
  ),
  http.get('*/api/reviews/:subjectType/:subjectId', ({ request, params }) =>
    isAuthorized(request)
      ? HttpResponse.json({ success: true, data: reviewFixture(String(params.subjectId)) })
      : unauthorized(),
  ),
  http.get('*/api/controls/:framework/:controlId/history', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: controlHistoryFixture() }) : unauthorized(),
  ),
  http.post('*/api/dashboard/run-assessment', ({ request }) =>
    isAuthorized(request)
      ? HttpResponse.json({
          success: true,
          message: 'Assessment started successfully!',
          data: assessmentStarted(['SOC2']),
        })
      : unauthorized(),
  ),
  http.get('*/api/audit-logs', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json(auditLogsResponse(new URL(request.url))) : unauthorized(),
  ),
  http.get('*/api/audit-logs/export', ({ request }) =>
    isAuthorized(request)
      ? new HttpResponse(auditLogsCsv(new URL(request.url)), {
          headers: {
            'Content-Type': 'text/csv; charset=utf-8',
            'Content-Disposition': `attachment; filename="${AUDIT_LOG_EXPORT_FILE}"`,
          },
        })
      : unauthorized(),
  ),
  ...memberHandlers(isAuthorized, unauthorized),
  ...policyHandlers(isSignedIn, unauthorized),
  ...reportListHandlers,
  ...assistantListHandlers,
  ...evidenceListHandlers,
  ...controlDetailsHandlers,
  http.get('*/api/tasks', ({ request }) =>
    isSignedIn(request)
      ? HttpResponse.json({ success: true, data: taskPageFixture(new URL(request.url)) })
      : unauthorized(),
  ),
  http.get('*/api/tasks/assignees', ({ request }) =>
    isSignedIn(request) ? HttpResponse.json({ success: true, data: assigneesFixture }) : unauthorized(),
  ),
  http.get('*/api/controls', ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const framework = new URL(request.url).searchParams.get('framework');
    return HttpResponse.json({ success: true, data: controlListFor(isFrameworkId(framework) ? framework : 'SOC2') });
  }),
  http.get('*/api/my-work', ({ request }) =>
    isSignedIn(request) ? HttpResponse.json({ success: true, data: myWorkFixture }) : unauthorized(),
  ),
  http.get('*/api/notifications', ({ request }) => {
    if (!isSignedIn(request)) return unauthorized();
    const unread = notificationsFixture.filter((notification) => notification.readAt === null).length;
    const pagination = { page: 1, limit: 10, total: notificationsFixture.length, pages: 1 };
    return HttpResponse.json({ success: true, data: { notifications: notificationsFixture, unread, pagination } });
  }),
  http.get('*/api/notifications/unread-count', ({ request }) =>
    isSignedIn(request)
      ? HttpResponse.json({
          success: true,
          data: { unread: notificationsFixture.filter((notification) => notification.readAt === null).length },
        })
      : unauthorized(),
  ),
  http.get('*/api/settings', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: settingsFixture }) : unauthorized(),
  ),
  ...(['notifications', 'compliance', 'organization'] as const).map((part) =>
    http.put(`*/api/settings/${part}`, async ({ request }) =>
      isAuthorized(request)
        ? HttpResponse.json({ success: true, data: { ...settingsFixture, [part]: await request.json() } })
        : unauthorized(),
    ),
  ),
  http.get('*/api/settings/export', ({ request }) => {
    if (!isAuthorized(request)) return unauthorized();
    const { name, email, jobTitle, phone, timezone } = demoUser;
    return HttpResponse.json({
      success: true,
      data: { profile: { name, email, jobTitle, phone, timezone }, ...settingsFixture },
    });
  }),
  http.post('*/api/settings/import', async ({ request }) => {
    if (!isAuthorized(request)) return unauthorized();
    const file = (await request.json()) as typeof settingsFixture & { profile: Partial<SessionUser> };
    const { profile, ...settings } = file;
    return HttpResponse.json({ success: true, data: { user: { ...demoUser, ...profile }, settings } });
  }),
  http.post('*/api/settings/reset', ({ request }) =>
    isAuthorized(request)
      ? HttpResponse.json({ success: true, data: { user: demoUser, settings: settingsFixture } })
      : unauthorized(),
  ),
  http.get('*/api/settings/slack', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: slackNotConnectedFixture }) : unauthorized(),
  ),
  http.put('*/api/settings/slack', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: slackConnectedFixture }) : unauthorized(),
  ),
  http.delete('*/api/settings/slack', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: slackNotConnectedFixture }) : unauthorized(),
  ),
  http.post('*/api/settings/slack/test', ({ request }) =>
    isAuthorized(request)
      ? HttpResponse.json({
          success: true,
          data: {
            ...slackConnectedFixture,
            lastDelivery: { at: '2026-06-30T09:05:00.000Z', ok: true, detail: 'Delivered' },
          },
        })
      : unauthorized(),
  ),
  http.get('*/api/auth/sessions', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: sessionsFixture }) : unauthorized(),
  ),
  http.delete('*/api/auth/sessions/:id', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, message: 'Session signed out' }) : unauthorized(),
  ),
  http.post('*/api/auth/sessions/revoke-others', ({ request }) =>
    isAuthorized(request) ? HttpResponse.json({ success: true, data: { revoked: 1 } }) : unauthorized(),
  ),
];
