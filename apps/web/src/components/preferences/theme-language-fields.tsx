import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../lib/locale';
import { useLocale } from '../../lib/locale-context';
import { PreferenceRadios } from './preference-radios';

/** Theme, and language where the site offers more than one: the navbar's menus as radio groups. */
export function ThemeLanguageFields() {
  const { t } = useTranslation();
  const { languages, translationEnabled, locale } = useLocale();
  return (
    <Stack spacing={2}>
      <PreferenceRadios
        name="theme"
        label={t('layout.theme.label')}
        options={[
          { value: 'light', label: t('layout.theme.light') },
          { value: 'dark', label: t('layout.theme.dark') },
          { value: 'system', label: t('layout.theme.system') },
        ]}
      />
      {translationEnabled && languages.length > 1 ? (
        <PreferenceRadios
          name="language"
          label={t('layout.language.label')}
          fallback={locale}
          options={languages.map((language) => ({ value: language, label: LANGUAGE_NAMES[language], lang: language }))}
        />
      ) : null}
    </Stack>
  );
}
