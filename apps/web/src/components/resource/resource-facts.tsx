import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../hooks/use-formatters';

/** A titled card of a detail page, named by its heading; `action` sits beside the heading (an Edit). */
export function DetailSection({ title, action, children }: { title: string; action?: ReactNode; children: ReactNode }) {
  const id = useId();
  const heading = (
    <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 600, mb: action ? 0 : 2 }}>
      {title}
    </Typography>
  );
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        {action ? (
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
            {heading}
            {action}
          </Box>
        ) : (
          heading
        )}
        {children}
      </CardContent>
    </Card>
  );
}

/** Label and value pairs as a description list; an empty value reads "—". */
export function FactList({ facts }: { facts: readonly (readonly [string, ReactNode])[] }) {
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, gap: 1, m: 0 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value ?? '—'}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** Who created and last changed a record, and when (the API's `authorsOf`). */
interface Authored {
  created_at: string;
  created_by: { name: string } | null;
  updated_at: string;
  updated_by: { name: string } | null;
}

/**
 * A record's created and updated facts, `<ns>.fields.created_at` and `…updated_at`, each "<date> by
 * <name>" (`<ns>.detail.atBy`), or the date alone without a user.
 */
export function useAuthorFacts(ns: string) {
  const { t } = useTranslation();
  const format = useFormatters();
  const atBy = (user: { name: string } | null, at: string) =>
    user ? t(`${ns}.detail.atBy`, { date: format.dateTime(at), name: user.name }) : format.dateTime(at);
  return (record: Authored): [string, string][] => [
    [t(`${ns}.fields.created_at`), atBy(record.created_by, record.created_at)],
    [t(`${ns}.fields.updated_at`), atBy(record.updated_by, record.updated_at)],
  ];
}
