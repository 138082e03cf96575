import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { TabProps } from '../routes/settings';
import { useApplicationStagesQuery } from '../../../api/application-stages/application-stages';
import { applicationStageTarget } from '../api/option-list-target';
import { LoadState } from './load-state';
import { OptionListEditor } from './option-list-editor';

/** The site's ordered application stages: add, rename, reorder, retire. */
export function ApplicationStagesTab({ canUpdate }: TabProps) {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} sx={{ maxWidth: 880 }}>
      <Typography color="text.secondary">{t('settings.stages.hint')}</Typography>
      <LoadState query={useApplicationStagesQuery()} errorMessage={t('settings.options.loadError')}>
        {(stages) => (
          <OptionListEditor
            label={t('settings.stages.title')}
            options={stages}
            target={applicationStageTarget}
            canUpdate={canUpdate}
            addTitle={t('settings.stages.add')}
            nameLabel={t('settings.stages.label')}
            emptyText={t('settings.stages.empty')}
          />
        )}
      </LoadState>
    </Stack>
  );
}
