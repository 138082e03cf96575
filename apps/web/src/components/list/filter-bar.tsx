import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';

/** The search landmark above a list: the search box and the filter selects, wrapping on narrow screens. */
export function FilterBar({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack
      role="search"
      direction="row"
      useFlexGap
      spacing={2}
      aria-label={label}
      sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}
    >
      {children}
    </Stack>
  );
}
