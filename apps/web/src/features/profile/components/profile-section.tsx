import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';

/** One titled card of the profile (password, avatar, name, interface). */
export function ProfileSection({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 3 }}>
      <Stack spacing={1}>
        <Typography id={id} component="h2" variant="h6">
          {title}
        </Typography>
        {intro ? <Typography color="text.secondary">{intro}</Typography> : null}
        {children}
      </Stack>
    </Paper>
  );
}
