import AppsOutlined from '@mui/icons-material/AppsOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import Inventory2Outlined from '@mui/icons-material/Inventory2Outlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SmartToyOutlined from '@mui/icons-material/SmartToyOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { paths } from '@/app/paths';
import { screenTitles } from '@/app/screenTitles';
import type { NavItem } from '@/components/layout/types';
import type { Role } from '@/contracts/enums';
import { hasPermission, type Permission } from '@/contracts/permissions';

/** SPEC §2 App shell: the sidebar entries, in this order. */
export const navItems: (NavItem & { permission?: Permission })[] = [
  { label: screenTitles.dashboard, path: paths.dashboard, icon: DashboardOutlined },
  { label: screenTitles.integrations, path: paths.integrations, icon: HubOutlined },
  { label: screenTitles.compliance, path: paths.compliance, icon: AppsOutlined },
  { label: screenTitles.controls, path: paths.controls, icon: FactCheckOutlined },
  { label: screenTitles.accessManagement, path: paths.accessManagement, icon: ManageAccountsOutlined },
  { label: screenTitles.activityLogs, path: paths.activityLogs, icon: HistoryOutlined, permission: 'auditLogs:read' },
  {
    label: screenTitles.evidenceLocker,
    path: paths.evidenceLocker,
    icon: FolderOpenOutlined,
    permission: 'evidence:read',
  },
  { label: screenTitles.policies, path: paths.policies, icon: PolicyOutlined, permission: 'policies:read' },
  { label: screenTitles.risks, path: paths.risks, icon: ReportProblemOutlined, permission: 'risks:read' },
  { label: screenTitles.vendors, path: paths.vendors, icon: HandshakeOutlined, permission: 'vendors:read' },
  { label: screenTitles.assets, path: paths.assets, icon: Inventory2Outlined, permission: 'assets:read' },
  { label: screenTitles.tasks, path: paths.tasks, icon: TaskAltOutlined, permission: 'tasks:read' },
  { label: screenTitles.assistant, path: paths.assistant, icon: SmartToyOutlined },
  { label: screenTitles.reports, path: paths.reports, icon: AssessmentOutlined, permission: 'reports:read' },
  { label: screenTitles.settings, path: paths.settings, icon: SettingsOutlined },
];

/** The entries a role sees: a screen it may not use is left out of its sidebar. */
export const navItemsFor = (role: Role): NavItem[] =>
  navItems.filter(({ permission }) => permission === undefined || hasPermission(role, permission));
