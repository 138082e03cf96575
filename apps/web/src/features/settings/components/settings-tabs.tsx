import type { SettingsTab } from '@portal/contract';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useTranslation } from 'react-i18next';

export const tabId = (tab: SettingsTab) => `settings-tab-${tab}`;
export const panelId = (tab: SettingsTab) => `settings-panel-${tab}`;

/** The settings sections as tabs: arrow keys move between them, Enter or Space opens one. */
export function SettingsTabs({
  tabs,
  value,
  onChange,
}: {
  /** The tabs this user may open, in the contract's order. */
  tabs: readonly SettingsTab[];
  value: SettingsTab;
  onChange: (tab: SettingsTab) => void;
}) {
  const { t } = useTranslation();
  return (
    <Tabs
      value={value}
      onChange={(_event, tab: SettingsTab) => {
        onChange(tab);
      }}
      aria-label={t('settings.tabs.label')}
      variant="scrollable"
      allowScrollButtonsMobile
      sx={{ borderBottom: 1, borderColor: 'divider' }}
    >
      {tabs.map((tab) => (
        <Tab key={tab} value={tab} id={tabId(tab)} aria-controls={panelId(tab)} label={t(`settings.tabs.${tab}`)} />
      ))}
    </Tabs>
  );
}
