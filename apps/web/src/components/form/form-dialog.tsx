import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId, type ComponentType, type FormEvent, type ReactNode } from 'react';
import { notify } from '../../lib/notifications';
import { FormAlert } from './form-alert';
import { FormDialogActions } from './form-dialog-actions';

interface FormDialogProps {
  open: boolean;
  onClose: () => void;
  /** The form, given the id its title carries; mounted while open, so each opening starts from fresh values. */
  children: (titleId: string) => ReactNode;
}

/** A dialog that holds one form (grant credits, a product, tiers, an invitation), named by its title. */
export function FormDialog({ open, onClose, children }: FormDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      {children(titleId)}
    </Dialog>
  );
}

/** What the form inside a `formDialog` is given besides its own props. */
export interface DialogFormProps {
  titleId: string;
  onClose: () => void;
}

/**
 * The dialog component of a form (`export const GrantCreditsDialog = formDialog(GrantForm)`): it takes
 * the form's own props with `open` and `onClose`, and mounts the form in a `FormDialog`; `keyOf` names
 * the record a form is for, so another record starts a fresh form.
 */
export function formDialog<P extends DialogFormProps>(
  Form: ComponentType<P>,
  keyOf?: (props: Omit<P, keyof DialogFormProps>) => string,
) {
  type Own = Omit<P, keyof DialogFormProps>;
  return function Dialog({ open, onClose, ...rest }: Own & { open: boolean; onClose: () => void }) {
    // TypeScript types the rest of a generic object as an Omit of it, which it cannot prove is `Own`.
    const own = rest as unknown as Own;
    return (
      <FormDialog open={open} onClose={onClose}>
        {(titleId) => <Form key={keyOf?.(own)} {...({ ...own, onClose, titleId } as P)} />}
      </FormDialog>
    );
  };
}

/**
 * A dialog form's submit (`form.submit` around `send`): `send` posts the values and resolves to the
 * success notice, which shows as the dialog closes; a refusal stays in the form (its fields, its alert).
 */
export function submitAndClose<V>(
  form: { submit: (action: (values: V) => unknown) => (event?: FormEvent) => void },
  onClose: () => void,
  send: (values: V) => Promise<string>,
) {
  return form.submit(async (values) => {
    notify({ type: 'success', message: await send(values) });
    onClose();
  });
}

interface FormDialogBodyProps {
  titleId: string;
  title: ReactNode;
  /** What the form does, above its fields. */
  description?: ReactNode;
  /** The contract form's alert and sending state (`useContractForm`). */
  form: { alert: string | null; formState: { isSubmitting: boolean } };
  onSubmit: (event: FormEvent) => void;
  onCancel: () => void;
  submitLabel: string;
  /** The fields, below the form-level alert. */
  children: ReactNode;
}

/** A form dialog's body: title, what it does, the form's alert, the fields, then Cancel and submit. */
export function FormDialogBody({
  titleId,
  title,
  description,
  form,
  onSubmit,
  onCancel,
  submitLabel,
  children,
}: FormDialogBodyProps) {
  return (
    <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {description ? <DialogContentText sx={{ mb: 2 }}>{description}</DialogContentText> : null}
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormAlert message={form.alert} />
          {children}
        </Stack>
      </DialogContent>
      <FormDialogActions onCancel={onCancel} submitting={form.formState.isSubmitting} submitLabel={submitLabel} />
    </form>
  );
}
