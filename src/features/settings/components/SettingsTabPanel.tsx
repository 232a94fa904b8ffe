import { type ComponentType, Suspense } from 'react';
import { SectionLoader } from '@/components/feedback/SectionLoader';
import type { SettingsTab } from '@/features/settings/types';
import { ProfileTab } from '@/features/settings/components/ProfileTab';
import { lazyNamed } from '@/lib/lazyNamed';

// Profile opens first and comes with the page; each other tab's code loads when the tab is chosen (Security's brings
// two-factor enrolment, Tasks the task table and dialog).
const SecurityTab = lazyNamed(
  () => import(/* webpackChunkName: "settings-security" */ '@/features/settings/components/SecurityTab'),
  'SecurityTab',
);
const NotificationsTab = lazyNamed(
  () => import(/* webpackChunkName: "settings-notifications" */ '@/features/settings/components/NotificationsTab'),
  'NotificationsTab',
);
const ComplianceTab = lazyNamed(
  () => import(/* webpackChunkName: "settings-compliance" */ '@/features/settings/components/ComplianceTab'),
  'ComplianceTab',
);
const OrganizationTab = lazyNamed(
  () => import(/* webpackChunkName: "settings-organization" */ '@/features/settings/components/OrganizationTab'),
  'OrganizationTab',
);
const TasksTab = lazyNamed(
  () => import(/* webpackChunkName: "settings-tasks" */ '@/features/tasks/TasksTab'),
  'TasksTab',
);

const panels: Record<SettingsTab, ComponentType> = {
  profile: ProfileTab,
  security: SecurityTab,
  notifications: NotificationsTab,
  compliance: ComplianceTab,
  organization: OrganizationTab,
  tasks: TasksTab,
};

export const SettingsTabPanel = ({ tab }: { tab: SettingsTab }) => {
  const Panel = panels[tab];
  return (
    <Suspense fallback={<SectionLoader />}>
      <Panel />
    </Suspense>
  );
};
