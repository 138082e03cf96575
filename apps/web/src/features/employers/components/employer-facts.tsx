import type { EmployerDetail, Option } from '@portal/contract';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthorFacts } from '../../../components/resource/resource-facts';
import { useFormatters } from '../../../hooks/use-formatters';
import { useFieldOptions } from '../../../lib/field-options';
import { useEmployerLabels } from '../hooks/use-employer-labels';

function labelOf(options: Option[] | undefined, value: string | null): string | null {
  if (!value) return null;
  return options?.find((option) => option.value === value)?.label ?? value;
}

/** The employer's fields as a description list (two columns on wide screens). */
export function EmployerFacts({ employer }: { employer: EmployerDetail }) {
  const { t } = useTranslation();
  const labels = useEmployerLabels();
  const format = useFormatters();
  const options = useFieldOptions().data;
  const authors = useAuthorFacts('employers');

  const facts: [string, ReactNode][] = [
    [t('employers.fields.type'), labels.type(employer.type)],
    [t('employers.fields.registration_number'), employer.registration_number],
    [t('employers.fields.industry'), labelOf(options?.industry, employer.industry)],
    [t('employers.fields.business_size'), labelOf(options?.business_size, employer.business_size)],
    [
      t('employers.fields.business_website'),
      employer.business_website ? (
        <Link href={employer.business_website} target="_blank" rel="noopener noreferrer" dir="ltr">
          {employer.business_website}
        </Link>
      ) : null,
    ],
    [t('employers.fields.contact_name'), employer.contact_name],
    [
      t('employers.fields.contact_email'),
      employer.contact_email ? (
        <Link href={`mailto:${employer.contact_email}`} dir="ltr">
          {employer.contact_email}
        </Link>
      ) : null,
    ],
    [t('employers.fields.phone'), employer.phone ? <bdi dir="ltr">{employer.phone}</bdi> : null],
    [t('employers.fields.address'), employer.address],
    [t('employers.fields.live_jobs_count'), format.number(employer.live_jobs_count)],
    [t('employers.fields.users_count'), format.number(employer.users_count)],
    ...authors(employer),
  ];

  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
        columnGap: 4,
        rowGap: 2,
        m: 0,
      }}
    >
      {facts.map(([label, value]) => (
        <div key={label}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {/* User-entered text keeps its own direction (an English address in an Arabic page). */}
            {typeof value === 'string' ? <bdi>{value}</bdi> : (value ?? '—')}
          </Typography>
        </div>
      ))}
    </Box>
  );
}
