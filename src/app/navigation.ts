import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import { paths } from '@/app/paths';
import type { NavItem } from '@/components/layout/types';
import type { Role } from '@/contracts/enums';
import { hasPermission, type Permission } from '@/contracts/permissions';
import { accessManagementText } from '@/features/accessManagement/constants';
import { activityLogsText } from '@/features/activityLogs/constants';
import { assistantText } from '@/features/assistant/constants';
import { complianceText } from '@/features/compliance/constants';
import { dashboardText } from '@/features/dashboard/constants';
import { evidenceLockerText } from '@/features/evidenceLocker/constants';
import { integrationsText } from '@/features/integrations/constants';
import { reportsText } from '@/features/reports/constants';
import { settingsText } from '@/features/settings/constants';

/** SPEC §2 App shell: the sidebar entries, in this order. */
export const navItems: (NavItem & { permission?: Permission })[] = [
  { label: dashboardText.title, path: paths.dashboard, icon: DashboardOutlined },
  { label: integrationsText.title, path: paths.integrations, icon: HubOutlined },
  { label: complianceText.title, path: paths.compliance, icon: AppsOutlined },
  { label: accessManagementText.title, path: paths.accessManagement, icon: ManageAccountsOutlined },
  { label: activityLogsText.title, path: paths.activityLogs, icon: HistoryOutlined, permission: 'auditLogs:read' },
  {
    label: evidenceLockerText.title,
    path: paths.evidenceLocker,
    icon: FolderOpenOutlined,
    permission: 'evidence:read',
  },
  { label: assistantText.title, path: paths.assistant, icon: SmartToyOutlined },
  { label: reportsText.title, path: paths.reports, icon: AssessmentOutlined, permission: 'reports:read' },
  { label: settingsText.title, path: paths.settings, icon: SettingsOutlined },
];

/** The entries a role sees: a screen it may not use is left out of its sidebar. */
export const navItemsFor = (role: Role): NavItem[] =>
  navItems.filter(({ permission }) => permission === undefined || hasPermission(role, permission));
