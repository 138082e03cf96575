import { z } from 'zod';

/** A person named beside a record: `{ id, name }`. */
export const PersonRefSchema = z.object({ id: z.number().int(), name: z.string() });

/**
 * Who made a change (decision 0063): the user it is recorded as, and the staff member behind them
 * when it was made through an impersonation (shown "impersonator as user"); null otherwise.
 */
export const ActorSchema = PersonRefSchema.extend({ impersonator: PersonRefSchema.nullable().default(null) });
export type Actor = z.infer<typeof ActorSchema>;
