import DarkModeOutlinedIcon from '@mui/icons-material/DarkModeOutlined';
import LightModeOutlinedIcon from '@mui/icons-material/LightModeOutlined';
import SettingsBrightnessOutlinedIcon from '@mui/icons-material/SettingsBrightnessOutlined';
import { useTranslation } from 'react-i18next';
import { updatePreferences, usePreferences, type ThemePreference } from '../../lib/preferences';
import { ChoiceMenu } from './choice-menu';

const ICONS: Record<ThemePreference, typeof LightModeOutlinedIcon> = {
  light: LightModeOutlinedIcon,
  dark: DarkModeOutlinedIcon,
  system: SettingsBrightnessOutlinedIcon,
};

/** Light, dark or system theme (spec §1). */
export function ThemeSwitcher() {
  const { t } = useTranslation();
  const { theme } = usePreferences();
  const Icon = ICONS[theme];
  return (
    <ChoiceMenu<ThemePreference>
      label={t('layout.theme.label')}
      icon={<Icon />}
      value={theme}
      choices={[
        { value: 'light', label: t('layout.theme.light') },
        { value: 'dark', label: t('layout.theme.dark') },
        { value: 'system', label: t('layout.theme.system') },
      ]}
      onChange={(next) => {
        updatePreferences({ theme: next });
      }}
    />
  );
}
