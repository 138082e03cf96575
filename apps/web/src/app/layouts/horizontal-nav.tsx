import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { VisibleNavItem } from './use-nav-items';

/** The top menu of the horizontal layout. */
export function HorizontalNav({ items }: { items: VisibleNavItem[] }) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('nav.label')}
      // Items wrap onto a second row rather than shrink: a shrunk button's label ran into the next icon.
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, px: 2, py: 1, borderTop: 1, borderColor: 'divider' }}
    >
      {items.map(({ path, label, icon: Icon, active }) => (
        <Button
          key={path}
          component={Link}
          to={path}
          className={active ? 'active' : undefined}
          aria-current={active ? 'page' : undefined}
          color="inherit"
          startIcon={<Icon />}
          sx={{
            flexShrink: 0,
            whiteSpace: 'nowrap',
            '&.active': { bgcolor: 'primary.main', color: 'primary.contrastText' },
          }}
        >
          {label}
        </Button>
      ))}
    </Box>
  );
}
