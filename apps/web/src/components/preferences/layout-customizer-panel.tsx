import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { updatePreferences, usePreferences, type Preferences } from '../../lib/preferences';

interface RadioSetting<K extends 'appContentLayoutNav' | 'appContentWidth'> {
  key: K;
  labelKey: string;
  options: readonly { value: Preferences[K]; labelKey: string }[];
}

const NAVIGATION: RadioSetting<'appContentLayoutNav'> = {
  key: 'appContentLayoutNav',
  labelKey: 'layout.customizer.navigation',
  options: [
    { value: 'vertical', labelKey: 'layout.customizer.vertical' },
    { value: 'horizontal', labelKey: 'layout.customizer.horizontal' },
  ],
};

const WIDTH: RadioSetting<'appContentWidth'> = {
  key: 'appContentWidth',
  labelKey: 'layout.customizer.contentWidth',
  options: [
    { value: 'boxed', labelKey: 'layout.customizer.boxed' },
    { value: 'wide', labelKey: 'layout.customizer.wide' },
  ],
};

interface LayoutCustomizerPanelProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/** The customizer's dialog: vertical or horizontal navigation, boxed or wide content; loaded on first open. */
export function LayoutCustomizerPanel({ anchor, onClose }: LayoutCustomizerPanelProps) {
  const { t } = useTranslation();
  const preferences = usePreferences();
  const titleId = useId();

  const group = <K extends 'appContentLayoutNav' | 'appContentWidth'>(setting: RadioSetting<K>) => (
    <FormControl key={setting.key}>
      <FormLabel id={`${titleId}-${setting.key}`}>{t(setting.labelKey)}</FormLabel>
      <RadioGroup
        row
        aria-labelledby={`${titleId}-${setting.key}`}
        value={preferences[setting.key]}
        onChange={(_event, value) => {
          const option = setting.options.find((candidate) => candidate.value === value);
          if (option) updatePreferences({ [setting.key]: option.value });
        }}
      >
        {setting.options.map((option) => (
          <FormControlLabel key={option.value} value={option.value} control={<Radio />} label={t(option.labelKey)} />
        ))}
      </RadioGroup>
    </FormControl>
  );

  return (
    <Popover
      open={anchor !== null}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { p: 2.5, minWidth: 260 } } }}
    >
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600, mb: 1 }}>
        {t('layout.customizer.title')}
      </Typography>
      <Stack spacing={2}>{[group(NAVIGATION), group(WIDTH)]}</Stack>
    </Popover>
  );
}
