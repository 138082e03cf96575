import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../hooks/use-translate-message';
import { errorMessage } from '../../../lib/api-client';
import { useCreditActions } from '../api/credit-actions';
import { cloneJob } from '../api/job-moves';
import { ProductChoice } from './product-choice';

interface CloneJobDialogProps {
  open: boolean;
  uuid: string;
  title: string;
  onClose: () => void;
  /** The draft the clone created (its uuid): the caller opens its edit. */
  onCloned: (uuid: string) => void;
}

/**
 * The clone confirmation (decision 0038): a product must be chosen; the copy is a draft without
 * advert dates, and publishing it pays again.
 */
export function CloneJobDialog({ open, uuid, title, onClose, onCloned }: CloneJobDialogProps) {
  const { t } = useTranslation();
  const translate = useTranslateMessage();
  const id = useId();
  const products = useCreditActions();
  const [product, setProduct] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!product) {
      setProblem(t('jobs.publish.chooseProduct'));
      return;
    }
    setPending(true);
    try {
      onCloned((await cloneJob(uuid, { product })).uuid);
    } catch (error) {
      setProblem(translate(errorMessage(error)));
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onClose={pending ? undefined : onClose} aria-labelledby={`${id}-title`} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={(event) => void submit(event)} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{t('jobs.clone.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('jobs.clone.description', { name: title })}</DialogContentText>
          <ProductChoice
            products={products.data ?? []}
            value={product}
            error={problem}
            onChange={(value) => {
              setProduct(value);
              setProblem(null);
            }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={pending}>
            {t('confirm.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {t('jobs.actions.clone')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
