import type { Locale } from '@portal/contract/constants';
import type { ThemePreference } from '../lib/preferences';
import { LANGUAGE_NAMES } from '../lib/locale';
import { useT } from './i18n';

const THEMES: readonly ThemePreference[] = ['light', 'dark', 'system'];

interface PreferenceControlsProps {
  translationEnabled: boolean;
  /** The site's enabled languages, offered when translation is on. */
  languages: readonly Locale[];
  locale: Locale;
  theme: ThemePreference;
  onLocaleChange: (locale: Locale) => void;
  onThemeChange: (theme: ThemePreference) => void;
}

/** Language (only when the branding enables translation) and theme, as native selects. */
export function PreferenceControls({
  translationEnabled,
  languages,
  locale,
  theme,
  onLocaleChange,
  onThemeChange,
}: PreferenceControlsProps) {
  const t = useT();
  return (
    <div className="login-preferences">
      {translationEnabled ? (
        <select
          aria-label={t('layout.language.label')}
          title={t('layout.language.label')}
          value={locale}
          onChange={(event) => {
            const next = languages.find((candidate) => candidate === event.target.value);
            if (next) onLocaleChange(next);
          }}
        >
          {languages.map((value) => (
            <option key={value} value={value} lang={value}>
              {LANGUAGE_NAMES[value]}
            </option>
          ))}
        </select>
      ) : null}
      <select
        aria-label={t('layout.theme.label')}
        title={t('layout.theme.label')}
        value={theme}
        onChange={(event) => {
          const next = THEMES.find((candidate) => candidate === event.target.value);
          if (next) onThemeChange(next);
        }}
      >
        {THEMES.map((value) => (
          <option key={value} value={value}>
            {t(`layout.theme.${value}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
