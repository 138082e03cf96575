import Stack from '@mui/material/Stack';
import { LanguageSwitcher } from './language-switcher';
import { ThemeSwitcher } from './theme-switcher';

/** Language and theme for visitors (login, password pages), top corner of the blank layout. */
export default function PreferenceToolbar({ translationEnabled }: { translationEnabled: boolean }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end', p: 1 }}>
      {translationEnabled ? <LanguageSwitcher /> : null}
      <ThemeSwitcher />
    </Stack>
  );
}
