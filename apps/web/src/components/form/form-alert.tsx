import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import { useTranslateMessage } from '../../hooks/use-translate-message';

/** A form-level error (what no field can show: 429, 409, a network failure), translated from the contract's catalogue. */
export function FormAlert({ message, sx }: { message: string | null; sx?: SxProps<Theme> }) {
  const translate = useTranslateMessage();
  if (!message) return null;
  return (
    <Alert severity="error" sx={sx}>
      {translate(message)}
    </Alert>
  );
}
