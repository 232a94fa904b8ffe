import type { ComponentType } from 'react';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router-dom';
import { paths } from '@/app/paths';
import { RootLayout } from '@/app/RootLayout';
import { PageLoader } from '@/components/feedback/PageLoader';
import { RouteError } from '@/components/feedback/RouteError';
import { RequireAuth } from '@/features/auth/components/RequireAuth';

type RouteModule = { default: ComponentType };

/** Every screen is its own chunk, so the landing page ships only what it needs. */
const page = (load: () => Promise<RouteModule>) => async () => ({ Component: (await load()).default });

const protectedRoutes: RouteObject[] = [
  {
    path: paths.dashboard,
    lazy: page(() => import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/DashboardPage')),
  },
  {
    path: paths.integrations,
    lazy: page(() => import(/* webpackChunkName: "integrations" */ '@/features/integrations/IntegrationsPage')),
  },
  {
    path: paths.compliance,
    lazy: page(() => import(/* webpackChunkName: "compliance" */ '@/features/compliance/ComplianceHeatMapPage')),
  },
  {
    path: paths.controls,
    lazy: page(() => import(/* webpackChunkName: "controls" */ '@/features/controls/ControlsPage')),
  },
  {
    path: paths.assistant,
    lazy: page(() => import(/* webpackChunkName: "assistant" */ '@/features/assistant/AssistantPage')),
  },
  {
    path: paths.reports,
    lazy: page(() => import(/* webpackChunkName: "reports" */ '@/features/reports/ReportsPage')),
  },
  {
    path: `${paths.reports}/:reportId`,
    lazy: page(() => import(/* webpackChunkName: "report-view" */ '@/features/reports/ReportViewPage')),
  },
  {
    path: paths.settings,
    lazy: page(() => import(/* webpackChunkName: "settings" */ '@/features/settings/SettingsPage')),
  },
  {
    path: paths.accessManagement,
    lazy: page(() => import(/* webpackChunkName: "access-management" */ '@/features/members/AccessManagementPage')),
  },
  {
    path: paths.activityLogs,
    lazy: page(() => import(/* webpackChunkName: "activity-logs" */ '@/features/auditLogs/ActivityLogsPage')),
  },
  {
    path: paths.evidenceLocker,
    lazy: page(() => import(/* webpackChunkName: "evidence-locker" */ '@/features/evidence/EvidenceLockerPage')),
  },
  {
    path: paths.policies,
    lazy: page(() => import(/* webpackChunkName: "policies" */ '@/features/policies/PoliciesPage')),
  },
  {
    path: `${paths.policies}/:policyId`,
    lazy: page(() => import(/* webpackChunkName: "policy-view" */ '@/features/policies/PolicyPage')),
  },
  {
    path: paths.risks,
    lazy: page(() => import(/* webpackChunkName: "risks" */ '@/features/risks/RisksPage')),
  },
  {
    path: paths.vendors,
    lazy: page(() => import(/* webpackChunkName: "vendors" */ '@/features/vendors/VendorsPage')),
  },
  {
    path: `${paths.vendors}/:vendorId`,
    lazy: page(() => import(/* webpackChunkName: "vendor-view" */ '@/features/vendors/VendorPage')),
  },
  {
    path: paths.assets,
    lazy: page(() => import(/* webpackChunkName: "assets" */ '@/features/assets/AssetsPage')),
  },
  {
    path: paths.tasks,
    lazy: page(() => import(/* webpackChunkName: "tasks" */ '@/features/tasks/TasksPage')),
  },
  {
    path: paths.myWork,
    lazy: page(() => import(/* webpackChunkName: "my-work" */ '@/features/myWork/MyWorkPage')),
  },
];

export const routes: RouteObject[] = [
  {
    path: paths.home,
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        index: true,
        lazy: page(() => import(/* webpackChunkName: "landing" */ '@/features/landing/LandingPage')),
      },
      {
        path: paths.founders,
        lazy: page(() => import(/* webpackChunkName: "founders" */ '@/features/founders/FoundersPage')),
      },
      {
        path: paths.wishlist,
        lazy: page(() => import(/* webpackChunkName: "wishlist" */ '@/features/wishlist/WishlistPage')),
      },
      {
        path: paths.login,
        lazy: page(() => import(/* webpackChunkName: "login" */ '@/features/auth/LoginPage')),
      },
      {
        path: paths.setPassword,
        lazy: page(() => import(/* webpackChunkName: "set-password" */ '@/features/auth/SetPasswordPage')),
      },
      {
        path: paths.verifyEmail,
        lazy: page(() => import(/* webpackChunkName: "verify-email" */ '@/features/auth/VerifyEmailPage')),
      },
      {
        element: <RequireAuth />,
        children: [
          {
            lazy: page(() => import(/* webpackChunkName: "shell" */ '@/app/ShellLayout')),
            children: protectedRoutes,
          },
        ],
      },
      {
        path: '*',
        lazy: page(() => import(/* webpackChunkName: "not-found" */ '@/app/NotFoundRoute')),
      },
    ],
  },
];

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/**
 * A prerendered page hydrates only once the code of the routes it shows has loaded, or the first render would draw
 * the loading fallback over the page's HTML.
 */
export const loadMatchedRoutes = async (location: Pick<Location, 'pathname'>): Promise<void> => {
  const lazyMatches = matchRoutes(routes, location)?.filter(({ route }) => route.lazy) ?? [];
  await Promise.all(
    lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
};

/**
 * A prerendered page's router starts as a server-rendered one (hydration data, here empty: no route loads data), so
 * its scroll restoration leaves the page where the reader scrolled while the scripts loaded instead of sending it
 * back to the top under their pointer.
 */
export const createAppRouter = ({ prerendered }: { prerendered: boolean }): AppRouter =>
  createBrowserRouter(routes, prerendered ? { hydrationData: { loaderData: {} } } : undefined);
