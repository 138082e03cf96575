import type { Locale } from '@portal/contract';
import TranslateOutlinedIcon from '@mui/icons-material/TranslateOutlined';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/locale';
import { useLocale } from '../../lib/locale-context';
import { updatePreferences } from '../../lib/preferences';
import { ChoiceMenu } from './choice-menu';

/** The site's enabled languages (of English, French and Arabic); shown only when the branding enables translation. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { languages } = useLocale();
  const current = languages.find((locale) => locale === i18n.language) ?? languages[0] ?? 'en';
  return (
    <ChoiceMenu<Locale>
      label={t('layout.language.label')}
      icon={<TranslateOutlinedIcon />}
      value={current}
      choices={languages.map((locale) => ({ value: locale, label: LANGUAGE_NAMES[locale], lang: locale }))}
      onChange={(language) => {
        updatePreferences({ language });
      }}
    />
  );
}
