import { z } from 'zod';

/** A choice of a select: stored value and shown label. */
export const OptionSchema = z.object({ value: z.string(), label: z.string() });
export type Option = z.infer<typeof OptionSchema>;
export const EmployerTypesSchema = z.object({ data: z.array(OptionSchema) });
export const FieldOptionsSchema = z.object({ data: z.record(z.string(), z.array(OptionSchema)) });
