import { z } from 'zod';
import { dataOf } from './list.js';
import { MESSAGES } from './messages.js';

/**
 * A flood's purge (decision 0062): the applications sent from one client address (an IPv4
 * address, or an IPv6 address or its /64, `2001:db8:0:1::/64`), or within one time window, or both,
 * on the selected site. A window alone needs both ends.
 */
const address = z
  .string()
  .trim()
  .max(64)
  .refine((text) => z.ipv4().safeParse(text).success || /^[0-9a-f:.]+(\/64)?$/i.test(text), MESSAGES.invalid);

const selection = {
  address: address.optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
};

/** An address, or a whole window (both ends, the end after the start), or both. */
function checkSelection(value: { address?: string; from?: string; to?: string }, ctx: z.RefinementCtx) {
  if (value.address === undefined) {
    if (value.from === undefined) ctx.addIssue({ code: 'custom', path: ['from'], message: MESSAGES.required });
    if (value.to === undefined) ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.required });
  }
  if (value.from !== undefined && value.to !== undefined && Date.parse(value.from) >= Date.parse(value.to)) {
    ctx.addIssue({ code: 'custom', path: ['to'], message: MESSAGES.purgeWindowOrder });
  }
}

export const ApplicationFloodSchema = z.object(selection).strict().superRefine(checkSelection);
export type ApplicationFlood = z.infer<typeof ApplicationFloodSchema>;

/** One sending address within the selection, busiest first: how the operator sees what a flood left. */
export const FloodAddressSchema = z.object({
  address: z.string().nullable(),
  applications: z.number().int(),
  bytes: z.number().int(),
  first_applied_at: z.string(),
  last_applied_at: z.string(),
});

/** `GET /v1/applications/flood`: how many applications the selection holds, their files' bytes, its busiest addresses. */
export const ApplicationFloodPreviewSchema = dataOf(
  z.object({
    applications: z.number().int(),
    files: z.number().int(),
    bytes: z.number().int(),
    addresses: z.array(FloodAddressSchema),
  }),
);
export type ApplicationFloodPreview = z.infer<typeof ApplicationFloodPreviewSchema>['data'];

/** `POST /v1/applications/purge`: the selection and the count the admin confirmed (409 when it changed). */
export const PurgeApplicationsSchema = z
  .object({ ...selection, expected: z.number().int().min(1) })
  .strict()
  .superRefine(checkSelection);
export type PurgeApplications = z.infer<typeof PurgeApplicationsSchema>;

export const PurgedApplicationsSchema = dataOf(
  z.object({
    applications: z.number().int(),
    files: z.number().int(),
    bytes: z.number().int(),
    seekers: z.number().int(),
  }),
);
export type PurgedApplications = z.infer<typeof PurgedApplicationsSchema>['data'];
