import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { PreferenceRadios } from './preference-radios';

/** Vertical or horizontal navigation, boxed or wide content: the layout customizer and the profile share them. */
export function LayoutPreferenceFields() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <PreferenceRadios
        name="appContentLayoutNav"
        label={t('layout.customizer.navigation')}
        options={[
          { value: 'vertical', label: t('layout.customizer.vertical') },
          { value: 'horizontal', label: t('layout.customizer.horizontal') },
        ]}
      />
      <PreferenceRadios
        name="appContentWidth"
        label={t('layout.customizer.contentWidth')}
        options={[
          { value: 'boxed', label: t('layout.customizer.boxed') },
          { value: 'wide', label: t('layout.customizer.wide') },
        ]}
      />
    </Stack>
  );
}
