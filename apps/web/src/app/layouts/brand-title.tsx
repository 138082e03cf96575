import { DEFAULT_TITLE } from '@portal/contract';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { BrandLogo } from '../../components/brand/brand-logo';
import { useBranding } from '../../lib/branding';

/** The square logo and the branding title, linking home. */
export function BrandTitle({ hideTitle = false }: { hideTitle?: boolean }) {
  const { data: branding } = useBranding();
  const title = branding?.title || DEFAULT_TITLE;
  return (
    <Stack
      component={RouterLink}
      to="/"
      direction="row"
      spacing={1.5}
      aria-label={hideTitle ? title : undefined}
      sx={{ alignItems: 'center', color: 'text.primary', textDecoration: 'none', minWidth: 0 }}
    >
      <BrandLogo src={branding?.logo_square} size={32} />
      {hideTitle ? null : (
        <Typography component="span" variant="h6" noWrap sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
      )}
    </Stack>
  );
}
