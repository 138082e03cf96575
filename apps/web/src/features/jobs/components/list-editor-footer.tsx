import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslateMessage } from '../../../hooks/use-translate-message';

interface ListEditorFooterProps {
  /** The list's own error (its length), as the contract words it. */
  error?: string | null;
  /** Whether another item fits under the contract's bound. */
  canAdd: boolean;
  addLabel: string;
  onAdd: () => void;
  /** Where the focus goes back to after a removal (the screening questions). */
  addRef?: Ref<HTMLButtonElement>;
  /** Said instead of the add button once the list is full. */
  fullText?: string;
}

/** Below an editable list of a step (links, emails, questions): its error, and the way to add one more. */
export function ListEditorFooter({ error, canAdd, addLabel, onAdd, addRef, fullText }: ListEditorFooterProps) {
  const translate = useTranslateMessage();
  return (
    <>
      {error ? (
        <Typography role="alert" color="error" variant="body2">
          {translate(error)}
        </Typography>
      ) : null}
      {canAdd ? (
        <div>
          <Button ref={addRef} startIcon={<AddIcon />} onClick={onAdd}>
            {addLabel}
          </Button>
        </div>
      ) : fullText ? (
        <Typography variant="body2" color="text.secondary">
          {fullText}
        </Typography>
      ) : null}
    </>
  );
}
