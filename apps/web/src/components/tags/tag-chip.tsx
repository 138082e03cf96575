import type { TagRef } from '@portal/contract';
import Chip, { type ChipProps } from '@mui/material/Chip';

/** A tag in its own colour, its text black or white, whichever reads on it. */
export function TagChip({ tag, sx, ...props }: { tag: TagRef } & Omit<ChipProps, 'label' | 'color'>) {
  return (
    <Chip
      size="small"
      {...props}
      label={tag.name}
      sx={[
        (theme) => {
          const text = theme.palette.getContrastText(tag.color);
          return {
            bgcolor: tag.color,
            color: text,
            '& .MuiChip-deleteIcon': { color: text, opacity: 0.75, '&:hover': { color: text, opacity: 1 } },
          };
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    />
  );
}
