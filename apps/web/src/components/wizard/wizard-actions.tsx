import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';

interface WizardActionsProps {
  isFirst: boolean;
  isLast: boolean;
  pending: 'next' | 'draft' | null;
  submitting: boolean;
  /** The final submit's label ("Publish job"); before the last step the button is Next. */
  submitLabel: string;
  onBack: () => void;
  /** Absent: no Save draft button. */
  onSaveDraft?: () => void;
}

/** Back, Save draft, then the form's submit button: Next on every step but the last. */
export function WizardActions({
  isFirst,
  isLast,
  pending,
  submitting,
  submitLabel,
  onBack,
  onSaveDraft,
}: WizardActionsProps) {
  const { t } = useTranslation();
  const busy = pending !== null || submitting;
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Button color="inherit" onClick={onBack} disabled={isFirst || busy}>
        {t('wizard.back')}
      </Button>
      <Stack direction="row" spacing={1}>
        {onSaveDraft ? (
          <Button variant="outlined" onClick={onSaveDraft} disabled={busy} loading={pending === 'draft'}>
            {t('wizard.saveDraft')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy} loading={pending === 'next' || submitting}>
          {isLast ? submitLabel : t('wizard.next')}
        </Button>
      </Stack>
    </Stack>
  );
}
