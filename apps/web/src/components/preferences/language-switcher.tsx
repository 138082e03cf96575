import { LOCALES, type Locale } from '@portal/contract';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/locale';
import { updatePreferences } from '../../lib/preferences';
import { ChoiceMenu } from './choice-menu';

/** English, French or Arabic; shown only when the branding enables translation. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const current = LOCALES.find((locale) => locale === i18n.language) ?? 'en';
  return (
    <ChoiceMenu<Locale>
      label={t('layout.language.label')}
      icon={<TranslateOutlinedIcon />}
      value={current}
      choices={LOCALES.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale], lang: locale }))}
      onChange={(language) => {
        updatePreferences({ language });
      }}
    />
  );
}
