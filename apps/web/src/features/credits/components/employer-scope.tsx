import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreditBalance } from '@portal/contract';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditEmployer } from '../hooks/use-credit-employer';
import type { EmployerOption } from '../../../api/employers/search-employers';
import { EmployerChooser } from '../../../components/employers/employer-chooser';

interface EmployerScopeProps {
  employer: CreditEmployer;
  /** The employer's balance, which names it (undefined while it loads). */
  balance: CreditBalance | undefined;
  /** The balance failed: for staff an unknown or foreign employer id (an edited URL). */
  failed: boolean;
  /** What shows once an employer is in scope. */
  children: ReactNode;
}

/**
 * Staff's employer chooser above what belongs to one employer; until an employer is chosen, a
 * clear empty state. Employer users never see the chooser: their own employer is in scope.
 */
export function EmployerScope({ employer, balance, failed, children }: EmployerScopeProps) {
  const { t } = useTranslation();
  const { chooses, mine, employerId, choose } = employer;
  // The name picked is shown at once; after a reload it comes with the balance.
  const [picked, setPicked] = useState<EmployerOption | null>(null);
  const value =
    employerId === null
      ? null
      : balance
        ? { id: employerId, name: balance.employer.name }
        : picked?.id === employerId
          ? picked
          : null;
  return (
    <Stack spacing={3}>
      {mine.length > 1 ? (
        <TextField
          select
          label={t('credits.employer.label')}
          value={employerId ?? ''}
          onChange={(event) => {
            choose(event.target.value === '' ? null : Number(event.target.value));
          }}
          sx={{ width: '100%', maxWidth: 440 }}
        >
          {mine.map((option) => (
            <MenuItem key={option.id} value={option.id}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      ) : chooses ? (
        <EmployerChooser
          strings={{
            label: t('credits.employer.label'),
            hint: t('credits.employer.hint'),
            searching: t('credits.employer.searching'),
          }}
          value={value}
          onChange={(next) => {
            setPicked(next);
            choose(next?.id ?? null);
          }}
        />
      ) : null}
      {employerId === null ? (
        <Stack spacing={0.5} component="section" aria-label={t('credits.employer.chooseTitle')}>
          <Typography component="h2" variant="h6">
            {t('credits.employer.chooseTitle')}
          </Typography>
          <Typography color="text.secondary">
            {mine.length > 1
              ? t('credits.employer.chooseOwn')
              : chooses
                ? t('credits.employer.choose')
                : t('credits.employer.none')}
          </Typography>
        </Stack>
      ) : chooses && failed ? (
        <Alert severity="warning">{t('credits.employer.notFound')}</Alert>
      ) : (
        children
      )}
    </Stack>
  );
}
