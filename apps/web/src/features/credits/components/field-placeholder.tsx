import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/**
 * The room an outlined field takes (with its hint) while its code downloads, so that what is below
 * it does not move when it appears: the employer fields are loaded on demand, after the page's rows.
 */
export function FieldPlaceholder({ label, hint }: { label: string; hint?: string }) {
  return (
    <Box aria-hidden sx={{ width: '100%', maxWidth: 440 }}>
      <Box
        sx={{
          height: 56,
          px: 1.75,
          display: 'flex',
          alignItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
          color: 'text.secondary',
        }}
      >
        {label}
      </Box>
      {hint ? (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: '3px', mx: 1.75 }}>
          {hint}
        </Typography>
      ) : null}
    </Box>
  );
}
