import { z } from 'zod';

/** One named step of a wizard: its slug (in the URL), its label's i18n key and the schema fields it asks for. */
export interface WizardStep<Field extends string = string, Slug extends string = string> {
  slug: Slug;
  labelKey: string;
  fields: readonly Field[];
}

/** The fields of an object schema, as the wizard's steps name them. */
export type FieldOf<S extends z.ZodObject> = keyof z.input<S> & string;

/**
 * The slice of `schema` one step validates: its fields' own rules, picked from the shape.
 * Object-level rules (`refine` across fields) are the final submit's: zod refuses `.pick()` on a
 * refined object, and a rule across steps cannot be judged before its last field is filled.
 */
export function stepSchema(schema: z.ZodObject, fields: readonly string[]): z.ZodObject {
  return z.object(Object.fromEntries(fields.map((field) => [field, schema.shape[field]])));
}

/** Refuses steps that would leave a field with nowhere to show its error: every field in exactly one step. */
export function checkSteps(schema: z.ZodObject, steps: readonly WizardStep[]): void {
  if (steps.length === 0) throw new Error('A wizard needs at least one step.');
  const seen = new Map<string, string>();
  const slugs = new Set<string>();
  for (const step of steps) {
    if (slugs.has(step.slug)) throw new Error(`Wizard step "${step.slug}" is declared twice.`);
    slugs.add(step.slug);
    for (const field of step.fields) {
      if (!(field in schema.shape)) throw new Error(`Wizard step "${step.slug}" names "${field}", not in the schema.`);
      const other = seen.get(field);
      if (other) throw new Error(`Field "${field}" is in steps "${other}" and "${step.slug}".`);
      seen.set(field, step.slug);
    }
  }
  const missing = Object.keys(schema.shape).filter((field) => !seen.has(field));
  if (missing.length > 0) throw new Error(`Fields in no wizard step: ${missing.join(', ')}.`);
}

/** The index of the first step before `upTo` whose slice `values` does not pass, or `upTo` when all pass. */
export function firstInvalidStep(
  schema: z.ZodObject,
  steps: readonly WizardStep[],
  values: unknown,
  upTo: number,
): number {
  for (let index = 0; index < upTo; index += 1) {
    const step = steps[index];
    if (step && !stepSchema(schema, step.fields).safeParse(values).success) return index;
  }
  return upTo;
}

/** The index of the first step holding one of `fields` (e.g. those a final submit refused), or -1. */
export function stepOfFields(steps: readonly WizardStep[], fields: readonly string[]): number {
  return steps.findIndex((step) => step.fields.some((field) => fields.includes(field)));
}

/** The index of the step named `slug`, or undefined when the slug names none. */
export function stepIndex(steps: readonly WizardStep[], slug: string | null | undefined): number | undefined {
  const index = steps.findIndex((step) => step.slug === slug);
  return index === -1 ? undefined : index;
}
