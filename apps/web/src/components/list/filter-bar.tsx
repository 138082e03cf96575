import Badge from '@mui/material/Badge';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import FilterListIcon from '@mui/icons-material/FilterList';
import { Children, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhone } from '../../hooks/use-phone';

interface FilterBarProps {
  label: string;
  /** The search box first, then the filters. */
  children: ReactNode;
  /** How many filters are in force (shown on the phone's Filters button). */
  inForce?: number;
}

/**
 * The search landmark above a list: the search box and the filter selects, wrapping on narrow
 * screens. On a phone the filters fold behind one Filters button that counts those in force, so the
 * first row shows on the first screen (decision 0066).
 */
export function FilterBar({ label, children, inForce = 0 }: FilterBarProps) {
  const { t } = useTranslation();
  const phone = usePhone();
  const [open, setOpen] = useState(false);
  const id = useId();
  const [search, ...filters] = Children.toArray(children);
  const folds = phone && filters.length > 0;
  return (
    <Stack
      role="search"
      direction="row"
      useFlexGap
      spacing={2}
      aria-label={label}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {folds ? (
        <>
          {search}
          <Button
            variant="outlined"
            aria-expanded={open}
            aria-controls={id}
            aria-label={inForce > 0 ? t('list.filters.inForce', { count: inForce }) : undefined}
            startIcon={<FilterListIcon />}
            endIcon={inForce > 0 ? <Badge badgeContent={inForce} color="primary" sx={{ mx: 1 }} /> : null}
            onClick={() => {
              setOpen(!open);
            }}
          >
            {t('list.filters.button')}
          </Button>
          {open ? (
            <Stack id={id} spacing={2} sx={{ width: '100%', '& > .MuiFormControl-root': { width: '100%' } }}>
              {filters}
            </Stack>
          ) : null}
        </>
      ) : (
        children
      )}
    </Stack>
  );
}
