import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { LoadFailedPanel } from '@/components/feedback/LoadFailedPanel';
import { PageLoader } from '@/components/feedback/PageLoader';
import { PageHeader } from '@/components/layout/PageHeader';
import { SETTINGS_TABS, settingsText } from '@/features/settings/constants';
import { useLoadedSettings } from '@/features/settings/useLoadedSettings';
import { useSettingsTab } from '@/features/settings/useSettingsTab';
import type { SettingsTab } from '@/features/settings/types';
import { SaveButton } from '@/features/settings/components/SaveButton';
import { SettingsDataActions } from '@/features/settings/components/SettingsDataActions';
import { SettingsTabPanel } from '@/features/settings/components/SettingsTabPanel';

const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

export default function SettingsPage() {
  const { loaded, failed, retry } = useLoadedSettings();
  const { tab, selectTab } = useSettingsTab();
  return (
    <>
      <PageHeader
        title={settingsText.title}
        description={settingsText.description}
        actions={
          // Save, export, import and reset concern the settings; the Tasks tab saves each task as it changes.
          loaded &&
          tab !== 'tasks' && (
            <>
              <SettingsDataActions />
              <SaveButton />
            </>
          )
        }
      />
      {failed ? (
        <LoadFailedPanel title={settingsText.loadFailed} onRetry={() => void retry()} />
      ) : !loaded ? (
        <PageLoader label={settingsText.loading} />
      ) : (
        <Card>
          <Tabs
            value={tab}
            onChange={(_event, next: SettingsTab) => selectTab(next)}
            variant="scrollable"
            allowScrollButtonsMobile
            aria-label={settingsText.title}
            sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
          >
            {SETTINGS_TABS.map((value) => (
              <Tab
                key={value}
                value={value}
                label={settingsText.tabs[value]}
                id={tabId(value)}
                aria-controls={panelId(value)}
              />
            ))}
          </Tabs>
          <CardContent role="tabpanel" id={panelId(tab)} aria-labelledby={tabId(tab)} sx={{ p: { xs: 2, md: 3 } }}>
            <SettingsTabPanel tab={tab} />
          </CardContent>
        </Card>
      )}
    </>
  );
}
