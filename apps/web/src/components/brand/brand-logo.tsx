import Box from '@mui/material/Box';

const DEFAULT_LOGO = '/favicon.svg';

/** The branding's square logo (decorative: the title is always written next to it). */
export function BrandLogo({ src, size = 40 }: { src: string | null | undefined; size?: number }) {
  return (
    <Box
      component="img"
      src={src || DEFAULT_LOGO}
      alt=""
      width={size}
      height={size}
      sx={{ borderRadius: 1, objectFit: 'contain', flexShrink: 0 }}
    />
  );
}
