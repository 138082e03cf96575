import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type FormEvent } from 'react';
import {
  get,
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type Resolver,
  type UseFormRegister,
  type UseFormReturn,
} from 'react-hook-form';
import type { z } from 'zod';
import { applyFieldErrors, errorMessage } from '../lib/api-client';

type ObjectSchema = z.ZodObject;

/** What a text field needs of its form: its name, `register`, and its error message (spread into `<FormTextField>`). */
export interface FieldBinding<T extends FieldValues> {
  name: Path<T>;
  register: UseFormRegister<T>;
  error: string | undefined;
}

export type ContractForm<S extends ObjectSchema> = UseFormReturn<z.input<S>, unknown, z.output<S>> & {
  /** The form-level error: what the server said that no field can show. */
  alert: string | null;
  setAlert: (message: string | null) => void;
  /**
   * The form's onSubmit: validates with the schema, runs `action`, and maps a 422 under its fields (else to `alert`).
   * `onInvalid` hears of the fields the schema refused before anything was sent.
   */
  submit: (
    action: (values: z.output<S>) => unknown,
    onInvalid?: (errors: FieldErrors<z.input<S>>) => void,
  ) => (event?: FormEvent) => void;
  /** A field bound to this form, with its error (a nested name too: `links.0.url`): `<FormTextField {...form.field('name')} />`. */
  field: (name: Path<z.input<S>>) => FieldBinding<z.input<S>>;
};

interface ContractFormOptions<S extends ObjectSchema> {
  defaultValues: DefaultValues<z.input<S>>;
  fields?: readonly Path<z.input<S>>[];
  /** The schema to validate with at this moment, when not the whole of `schema` (a wizard's current step). */
  validateWith?: () => ObjectSchema;
}

/** One form on a contract schema: react-hook-form with the zod resolver, 422 field errors and a form alert. */
export function useContractForm<S extends ObjectSchema>(
  schema: S,
  { defaultValues, fields, validateWith }: ContractFormOptions<S>,
): ContractForm<S> {
  // zodResolver's overloads do not follow a generic schema; the types here hold what it returns.
  const resolverOf = (target: ObjectSchema) =>
    zodResolver(target as never) as unknown as Resolver<z.input<S>, unknown, z.output<S>>;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: validateWith
      ? (values, context, options) => resolverOf(validateWith())(values, context, options)
      : resolverOf(schema),
    defaultValues,
  });
  const [alert, setAlert] = useState<string | null>(null);
  const named = fields ?? (Object.keys(schema.shape) as Path<z.input<S>>[]);
  const submit: ContractForm<S>['submit'] = (action, onInvalid) => (event) => {
    void form.handleSubmit(async (values) => {
      setAlert(null);
      try {
        await action(values);
      } catch (error) {
        if (!applyFieldErrors<z.input<S> & FieldValues>(error, form.setError, named)) setAlert(errorMessage(error));
      }
    }, onInvalid)(event);
  };
  const field: ContractForm<S>['field'] = (name) => ({
    name,
    register: form.register,
    error: (get(form.formState.errors, name) as { message?: string } | undefined)?.message,
  });
  return { ...form, alert, setAlert, submit, field };
}

type ZodDef = { type: string; innerType?: ZodLike; in?: ZodLike; defaultValue?: unknown };
type ZodLike = { _zod: { def: ZodDef } };

/** A field's empty value: '' for text (a text input never holds null), false, [], the schema's default, else null. */
function blankOf(field: ZodLike): unknown {
  const def = field._zod.def;
  if (def.type === 'default') return def.defaultValue;
  if ((def.type === 'optional' || def.type === 'nullable') && def.innerType) return blankOf(def.innerType);
  if (def.type === 'pipe' && def.in) return blankOf(def.in);
  return def.type === 'string' ? '' : def.type === 'boolean' ? false : def.type === 'array' ? [] : null;
}

/**
 * A form's starting values from its contract schema (decision 0031): each field of the schema
 * takes the record's value of the same name (a null text as ''), or its blank; `from` gives the
 * fields the record holds under another shape (a photo's `{id}`, a linked user's `id`).
 */
export function defaultValuesOf<S extends ObjectSchema>(
  schema: S,
  record?: object,
  from: Partial<z.input<S>> = {},
): DefaultValues<z.input<S>> {
  const values: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(schema.shape as Record<string, ZodLike>)) {
    const blank = blankOf(field);
    const value = (record as Record<string, unknown> | undefined)?.[name];
    const plain = value === null || typeof value !== 'object' || Array.isArray(value);
    values[name] = value === undefined || !plain ? blank : value === null && blank === '' ? '' : value;
  }
  return { ...values, ...from } as DefaultValues<z.input<S>>;
}
