import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import { ColumnsButton, type ColumnsButtonProps } from './columns-button';

/** The row above a list: its filters (a search landmark), then the column chooser at the end. */
export function ListToolbar({ filters, columns }: { filters: ReactNode; columns: ColumnsButtonProps }) {
  return (
    <Stack direction="row" useFlexGap spacing={2} sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>{filters}</Box>
      <ColumnsButton {...columns} />
    </Stack>
  );
}
