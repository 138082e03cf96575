import { z } from 'zod';
import { dataOf } from './list.js';
import { singleLineText } from './validation.js';

/** A choice of a select: stored value and shown label. */
export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const EmployerTypesSchema = z.object({ data: z.array(OptionSchema) });

/**
 * The site's catalogue of option lists (`GET /v1/site/field-options`), one per form field that
 * later features use. Application stages are kept alike but served apart (application-stages.ts).
 */
export const FIELD_OPTION_LISTS = [
  'work_type',
  'pay_type',
  'classification',
  'currency',
  'visa_type',
  'desired_work_type',
  'industry',
  'business_size',
] as const;
export type FieldOptionList = (typeof FIELD_OPTION_LISTS)[number];

/**
 * One option of a site's list. `value` is what records store and never changes; `label` is what
 * people see. A retired option is offered for no new value but still names the records that hold
 * it (decision 0015).
 */
export const FieldOptionSchema = OptionSchema.extend({ id: z.number().int(), retired: z.boolean() });
export type FieldOption = z.infer<typeof FieldOptionSchema>;

/** Every list, in display order; a client treats a list it does not get as empty. */
export const FieldOptionsSchema = z.object({
  data: z.partialRecord(z.enum(FIELD_OPTION_LISTS), z.array(FieldOptionSchema)),
});
export type FieldOptions = z.infer<typeof FieldOptionsSchema>['data'];

/** The choices for a new value: the live options, plus the record's current value if it was retired since. */
export function offeredOptions(options: readonly FieldOption[] | undefined, current?: string | null): FieldOption[] {
  return (options ?? []).filter((option) => !option.retired || option.value === current);
}

/** A stored value: letters, digits and `_ . + -`, as a currency code or a slug ("full_time", "USD"). */
export const OPTION_VALUE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.+-]{0,63}$/;
const optionValue = z
  .string()
  .trim()
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || OPTION_VALUE_PATTERN.test(v));

/** Adding an option: its label, and optionally its stored value (else made from the label). */
export const CreateOptionSchema = z.object({ label: singleLineText(120), value: optionValue });
export type CreateOption = z.infer<typeof CreateOptionSchema>;
export const CreateFieldOptionSchema = CreateOptionSchema.extend({ list: z.enum(FIELD_OPTION_LISTS) });
export type CreateFieldOption = z.infer<typeof CreateFieldOptionSchema>;

/** Renaming changes the label only: records keep pointing at the same value. */
export const RenameOptionSchema = z.object({ label: singleLineText(120) });
export type RenameOption = z.infer<typeof RenameOptionSchema>;

const optionIds = z.array(z.number().int().min(1).max(2147483647)).min(1).max(500);
/** The whole list's ids in their new order (every id of the list, once). */
export const ReorderOptionsSchema = z.object({ ids: optionIds });
export const ReorderFieldOptionsSchema = ReorderOptionsSchema.extend({ list: z.enum(FIELD_OPTION_LISTS) });
export type ReorderFieldOptions = z.infer<typeof ReorderFieldOptionsSchema>;

export const OptionIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2147483647) });
export const FieldOptionDataSchema = dataOf(FieldOptionSchema);
export const FieldOptionListSchema = z.object({ data: z.array(FieldOptionSchema) });
