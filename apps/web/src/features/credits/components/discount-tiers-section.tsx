import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useCreditPricing } from '../../../components/credits/credit-pricing-api';
import { ListLoadError } from '../../../components/list/list-load-error';
import { onDemand, PopupOnDemand } from '../../../components/on-demand/on-demand';
import { useDialogOnDemand } from '../../../components/on-demand/popup-trigger';
import { PageSpinner } from '../../../components/feedback/page-spinner';
import { useCan } from '../../../lib/session-context';
import { DiscountTiersTable } from './discount-tiers-table';

const TiersEditorDialog = onDemand(() => import('./tiers-editor-dialog').then((m) => m.TiersEditorDialog));

/** The discount tiers for everyone who reads credits; editable with `pricing.update`. */
export function DiscountTiersSection() {
  const { t } = useTranslation();
  const id = useId();
  const pricing = useCreditPricing();
  const canEdit = useCan()('update', 'pricing');
  const editor = useDialogOnDemand(TiersEditorDialog);
  return (
    <Stack component="section" spacing={2} aria-labelledby={id}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <Typography id={id} component="h2" variant="h6">
            {t('credits.tiers.heading')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('credits.tiers.hint')}
          </Typography>
        </div>
        {canEdit && pricing.data ? (
          <Button {...editor.trigger} variant="outlined">
            {t('credits.actions.editTiers')}
          </Button>
        ) : null}
      </Stack>
      {pricing.isPending ? <PageSpinner fullScreen={false} /> : null}
      {pricing.isError ? (
        <ListLoadError
          message={t('credits.tiers.loadError')}
          error={pricing.error}
          retry={() => void pricing.refetch()}
        />
      ) : null}
      {pricing.data ? <DiscountTiersTable pricing={pricing.data} /> : null}
      {pricing.data ? (
        <PopupOnDemand open={editor.open}>
          <TiersEditorDialog {...editor.dialog} tiers={pricing.data.tiers} />
        </PopupOnDemand>
      ) : null}
    </Stack>
  );
}
