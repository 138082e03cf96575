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
      // Never narrower than the logo: a squeezed navbar shortens the title, not the logo.
      sx={{ alignItems: 'center', color: 'text.primary', textDecoration: 'none', minWidth: 32 }}
    >
      <BrandLogo src={branding?.logo_square} size={32} />
      {hideTitle ? null : (
        // The title is the branding's own text: its direction is its own (a Latin title in Arabic
        // keeps its start and loses its end), and a long one takes a second line before it is cut.
        <Typography
          component="span"
          variant="h6"
          dir="auto"
          sx={{
            fontWeight: 700,
            lineHeight: 1.25,
            overflow: 'hidden',
            overflowWrap: 'anywhere',
            display: '-webkit-box',
            WebkitBoxOrient: 'vertical',
            WebkitLineClamp: 2,
          }}
        >
          {title}
        </Typography>
      )}
    </Stack>
  );
}
