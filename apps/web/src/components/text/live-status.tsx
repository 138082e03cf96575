import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { ReactNode } from 'react';

/**
 * A polite live region: what screen readers announce and eyes do not see (a card moved on the
 * board, an option renamed, a notification arrived). It stays mounted so a change is heard.
 */
export function LiveStatus({ children }: { children: ReactNode }) {
  return (
    <Box role="status" aria-live="polite" sx={visuallyHidden}>
      {children}
    </Box>
  );
}
