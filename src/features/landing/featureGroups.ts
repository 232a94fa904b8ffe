import type SvgIcon from '@mui/material/SvgIcon';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import CloudSyncIcon from '@mui/icons-material/CloudSync';
import DashboardCustomizeIcon from '@mui/icons-material/DashboardCustomize';
import FolderSpecialIcon from '@mui/icons-material/FolderSpecial';
import GroupsIcon from '@mui/icons-material/Groups';
import HistoryIcon from '@mui/icons-material/History';
import NotificationsActiveIcon from '@mui/icons-material/NotificationsActive';
import PolicyIcon from '@mui/icons-material/Policy';
import QuizIcon from '@mui/icons-material/Quiz';
import RadarIcon from '@mui/icons-material/Radar';
import SettingsSuggestIcon from '@mui/icons-material/SettingsSuggest';
import SmartToyIcon from '@mui/icons-material/SmartToy';
import TuneIcon from '@mui/icons-material/Tune';

export type Feature = { title: string; description: string; icon: typeof SvgIcon };

type FeatureGroup = {
  id: 'core' | 'advanced' | 'coming-soon';
  title: string;
  description: string;
  comingSoon: boolean;
  features: readonly Feature[];
};

// Covers every capability SPEC §1 advertises or announces as coming soon.
export const FEATURE_GROUPS: readonly FeatureGroup[] = [
  {
    id: 'core',
    title: 'Core features',
    description: 'Continuous visibility and AI guidance from the day you connect.',
    comingSoon: false,
    features: [
      {
        title: 'Real-time monitoring',
        description:
          'Continuous checks across cloud, code and identity flag drift the moment a control fails, not weeks later at audit time.',
        icon: RadarIcon,
      },
      {
        title: 'AI remediation',
        description:
          'Step-by-step fixes for each failing control, prioritised by risk and written for the services you actually run.',
        icon: AutoAwesomeIcon,
      },
      {
        title: 'Heat-map dashboards',
        description:
          'Every control for SOC 2, ISO 27001 and HIPAA at a glance, coloured by status, with the issues behind each tile one click away.',
        icon: DashboardCustomizeIcon,
      },
      {
        title: 'Infrastructure syncing',
        description:
          'Connect AWS, Azure, GCP, GitHub, GitLab, Kubernetes, Okta and MongoDB. Configuration is pulled in and re-checked automatically.',
        icon: CloudSyncIcon,
      },
      {
        title: 'AI assistant',
        description:
          'SecuroBot answers compliance questions in plain language, explains findings and drafts the next step with you.',
        icon: SmartToyIcon,
      },
      {
        title: 'Audit-ready reports',
        description:
          'SOC 2 Type II assessments, ISO 27001 gap analyses and HIPAA reviews with scores, findings and evidence your auditor can use.',
        icon: ArticleIcon,
      },
    ],
  },
  {
    id: 'advanced',
    title: 'Advanced features',
    description: 'Controls for the people, evidence and tools around your programme.',
    comingSoon: false,
    features: [
      {
        title: 'Role-based access management',
        description:
          'Admin, Compliance Manager, Security Analyst, Auditor and Viewer roles keep every person to the access they need.',
        icon: AdminPanelSettingsIcon,
      },
      {
        title: 'User activity logs',
        description:
          'A searchable trail of sign-ins, assessments, exports and configuration changes, filterable by category and severity.',
        icon: HistoryIcon,
      },
      {
        title: 'Evidence locker',
        description:
          'Policies, screenshots, training records and risk assessments stored with confidentiality levels, tags and linked controls.',
        icon: FolderSpecialIcon,
      },
      {
        title: 'Integration settings',
        description: 'Manage credentials, sync status and connection tests for every integration from one place.',
        icon: TuneIcon,
      },
      {
        title: 'Email and Slack alerts',
        description:
          'Critical findings, upcoming deadlines and weekly summaries delivered where your team already works.',
        icon: NotificationsActiveIcon,
      },
    ],
  },
  {
    id: 'coming-soon',
    title: 'Coming soon',
    description: 'On the roadmap, shaped with our early-access customers.',
    comingSoon: true,
    features: [
      {
        title: 'Team collaboration',
        description:
          'Assign controls, comment on findings and hand off remediation across security, engineering and compliance.',
        icon: GroupsIcon,
      },
      {
        title: 'Automated policy generator',
        description:
          'Information security policies drafted from your stack and frameworks, ready for review and sign-off.',
        icon: PolicyIcon,
      },
      {
        title: 'Security questionnaire automation',
        description:
          'Answer customer security questionnaires from your controls and evidence, with AI drafts you review.',
        icon: QuizIcon,
      },
      {
        title: 'Custom frameworks',
        description:
          'Model internal standards or customer-specific requirements and map them to the controls you already run.',
        icon: SettingsSuggestIcon,
      },
    ],
  },
];
