import DialogContentText from '@mui/material/DialogContentText';
import TextField from '@mui/material/TextField';
import { Trans, useTranslation } from 'react-i18next';

/** What the text to type is: a record's name, a job's title, or the button's label. */
export type TypedKind = 'name' | 'title' | 'label';

interface TypedLabelFieldProps {
  /** The text to type, letter for letter. */
  label: string;
  /** What that text is, named by the field's label ("Type the title to confirm"); a name unless said. */
  kind?: TypedKind;
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
  autoFocus?: boolean;
  /** The dialog's description, read with the field. */
  describedBy?: string;
}

/** Spec §4's typed confirmation: the label shown, and the field to type it in. */
export function TypedLabelField({
  label,
  kind = 'name',
  value,
  onChange,
  disabled,
  autoFocus,
  describedBy,
}: TypedLabelFieldProps) {
  const { t } = useTranslation();
  return (
    <>
      <DialogContentText component="p" sx={{ mt: 2 }}>
        <Trans
          i18nKey="confirm.typedPrompt"
          values={{ label }}
          components={{ strong: <strong style={{ whiteSpace: 'pre-wrap', unicodeBidi: 'isolate' }} /> }}
        />
      </DialogContentText>
      <TextField
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
        label={t(`confirm.typedInput.${kind}`)}
        fullWidth
        margin="normal"
        autoFocus={autoFocus}
        autoComplete="off"
        disabled={disabled}
        slotProps={{ htmlInput: { spellCheck: false, dir: 'auto', 'aria-describedby': describedBy } }}
      />
    </>
  );
}
