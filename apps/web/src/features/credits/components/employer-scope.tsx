import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditBalance } from '@portal/contract';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CreditEmployer } from '../hooks/use-credit-employer';
import type { EmployerOption } from '../../../api/employers/search-employers';
import { onDemand } from '../../../components/on-demand/on-demand';
import { FieldPlaceholder } from './field-placeholder';

// The employer fields (MUI's Autocomplete, Popper and select: ~33 kB brotli) are not needed for the
// balance and the history to show: they load beside them, in the room their placeholder keeps.
const EmployerChooser = onDemand(() =>
  import('../../../components/employers/employer-chooser').then((m) => m.EmployerChooser),
);
const OwnEmployerSelect = onDemand(() => import('./own-employer-select').then((m) => m.OwnEmployerSelect));

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
        <Suspense fallback={<FieldPlaceholder label={t('credits.employer.label')} />}>
          <OwnEmployerSelect label={t('credits.employer.label')} mine={mine} value={employerId} onChange={choose} />
        </Suspense>
      ) : chooses ? (
        <Suspense
          fallback={
            <FieldPlaceholder label={value?.name ?? t('credits.employer.label')} hint={t('credits.employer.hint')} />
          }
        >
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
        </Suspense>
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
