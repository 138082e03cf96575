import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface RecordTitleProps {
  /** The record's name, isolated from the page's direction (an Arabic name on an English page, and back). */
  title: ReactNode;
  /** Before the name (a consultant's photo). */
  before?: ReactNode;
  /** After the name: its status chip and badges. */
  children?: ReactNode;
}

/** A record page's one h1: the record's name, with its status beside it. */
export function RecordTitle({ title, before, children }: RecordTitleProps) {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      {before}
      <Typography component="h1" variant="h4" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
        <bdi>{title}</bdi>
      </Typography>
      {children}
    </Stack>
  );
}
