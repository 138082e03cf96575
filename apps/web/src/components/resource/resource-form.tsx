import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { z } from 'zod';
import type { ContractForm } from '../../hooks/use-contract-form';
import { LeaveGuard } from '../confirm/leave-guard';
import { FormAlert } from '../form/form-alert';

interface ResourceFormShellProps<S extends z.ZodObject, Row> {
  form: ContractForm<S>;
  save: (values: z.output<S>) => Promise<Row>;
  onSaved: (row: Row) => void;
  cancelTo: string;
  /** The strings' namespace: the button reads `<ns>.actions.save`. */
  strings: string;
  children: ReactNode;
}

/**
 * A resource's form around its fields: the schema's validation, 422s under the fields and the
 * rest in an alert (`useContractForm`), "unsaved changes" until saved, Save and Cancel.
 */
export function ResourceFormShell<S extends z.ZodObject, Row>(props: ResourceFormShellProps<S, Row>) {
  const { form, save, onSaved, cancelTo, strings, children } = props;
  const { t } = useTranslation();
  const saved = useRef(false);
  const { isDirty, isSubmitting } = form.formState;
  const store = async (values: z.output<S>) => {
    const row = await save(values);
    saved.current = true;
    onSaved(row);
  };
  return (
    <form
      noValidate
      onSubmit={(event) => {
        form.submit(store)(event);
      }}
    >
      <LeaveGuard when={isDirty && !isSubmitting} saved={saved} />
      <Stack spacing={3}>
        <FormAlert message={form.alert} />
        {children}
        <Stack direction="row" spacing={1}>
          <Button type="submit" variant="contained" loading={isSubmitting}>
            {t(`${strings}.actions.save`)}
          </Button>
          <Button component={RouterLink} to={cancelTo} color="inherit">
            {t('confirm.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

/** A titled group of fields on a two-column grid (one column on narrow screens). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ mb: 2 }}>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </section>
  );
}

/** One field's place in a FormSection: half a row on wide screens, or the whole row. */
export function FieldCell({ wide, children }: { wide?: boolean; children: ReactNode }) {
  return <Grid size={wide ? 12 : { xs: 12, md: 6 }}>{children}</Grid>;
}
