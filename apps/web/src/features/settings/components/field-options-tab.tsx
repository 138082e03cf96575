import { FIELD_OPTION_LISTS } from '@portal/contract';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFieldOptions } from '../../../lib/field-options';
import type { TabProps } from '../routes/settings';
import { fieldOptionTarget } from '../api/option-list-target';
import { useTabChoice } from '../hooks/use-settings-tab';
import { LoadState } from './load-state';
import { OptionListEditor } from './option-list-editor';

/** The catalogue's lists, one at a time (`?list=work_type`): add, rename, reorder, retire. */
export function FieldOptionsTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  const [list, setList] = useTabChoice('list', FIELD_OPTION_LISTS);
  const name = t(`settings.options.lists.${list}`);
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography color="text.secondary">{t('settings.options.hint')}</Typography>
      <TextField
        select
        label={t('settings.options.list')}
        value={list}
        onChange={(event) => {
          const next = FIELD_OPTION_LISTS.find((value) => value === event.target.value);
          if (next) setList(next);
        }}
        slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        sx={{ maxWidth: 360 }}
      >
        {FIELD_OPTION_LISTS.map((value) => (
          <option key={value} value={value}>
            {t(`settings.options.lists.${value}`)}
          </option>
        ))}
      </TextField>
      <LoadState query={useFieldOptions()} errorMessage={t('settings.options.loadError')}>
        {(lists) => (
          <OptionListEditor
            key={list}
            label={name}
            options={lists[list] ?? []}
            target={fieldOptionTarget(list)}
            canUpdate={canUpdate}
            addTitle={t('settings.options.add')}
            nameLabel={t('settings.options.label')}
            emptyText={t('settings.options.empty')}
          />
        )}
      </LoadState>
    </Stack>
  );
}
