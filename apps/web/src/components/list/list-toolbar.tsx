import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ColumnsButton, type ColumnsButtonProps } from './columns-button';

/** The row above a list: its filters (a search landmark, wrapping inside), the column chooser at the end. */
export function ListToolbar({ filters, columns }: { filters: ReactNode; columns: ColumnsButtonProps }) {
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>{filters}</Box>
      <Box sx={{ flexShrink: 0 }}>
        <ColumnsButton {...columns} />
      </Box>
    </Stack>
  );
}
