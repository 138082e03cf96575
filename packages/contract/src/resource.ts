import type { z } from 'zod';
import type { TransitionDef } from './transitions.js';

/**
 * A resource as the contract names it (decision 0031): the list's query, a page of rows, one record
 * and what a save answers (each `{data}`), the bodies of a create, an update and an export, and its
 * transitions with how a row's status reads (its `status` unless `statusOf` says otherwise). The web
 * kit's `defineResource` and the API's `resource` take it whole, so a resource's schemas are gathered
 * once, beside their definitions. A list-only resource (the credit ledger) has a query and a page;
 * one never opened on its own page has no detail.
 */
export interface ResourceSchemas {
  query: z.ZodObject;
  page: z.ZodType;
  detail?: z.ZodType;
  saved?: z.ZodType;
  create?: z.ZodType;
  update?: z.ZodType;
  /** The export's body: the list's query without paging. */
  export?: z.ZodType;
  transitions?: Record<string, TransitionDef<string>>;
  statusOf?: (row: never) => string;
}
