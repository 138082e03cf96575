import type { APIRequestContext } from '@playwright/test';
import { pdfBytes } from '../../apps/api/test/fixtures/sample-files';
import { storedXssPayloads } from '../../packages/contract/src/testing/xss-payloads';
import { apiToken, ENTERPRISE, siteIdOf } from './session';

/** Every payload, each calling `__xss(n)` where it would open a dialog. */
export const PAYLOADS = storedXssPayloads();

/** A value of a field: payloads joined after a marker, and the payloads it holds. */
export interface Pack {
  head: string;
  value: string;
  parts: string[];
}

/**
 * The payloads spread over `records` values of at most `max` characters, each starting with
 * `marker`: payload `n` goes to record `n % records`, cut to the room if it is longer (a cut payload
 * is a malformed tag, still hostile); what no longer fits a record is left out (`dropped`).
 */
export function spread(
  max: number,
  marker: (i: number) => string,
  records: number,
  payloads: readonly string[] = PAYLOADS,
): { packs: Pack[]; dropped: number } {
  const out: Pack[] = [];
  let dropped = 0;
  for (let i = 0; i < records; i++) {
    const head = marker(i);
    const room = max - head.length - 1;
    const parts: string[] = [];
    for (let n = i; n < payloads.length; n += records) {
      const payload = (payloads[n] ?? '').slice(0, room);
      if ([...parts, payload].join(' ').length <= room) parts.push(payload);
      else dropped += 1;
    }
    out.push({ head, value: `${head} ${parts.join(' ')}`, parts });
  }
  return { packs: out, dropped };
}

/** Counts of payload × field pairs: stored, refused by the contract, or left out for want of room. */
export interface Tally {
  stored: number;
  /** Pairs the contract refuses (422): checked with the field's own schema before sending. */
  refused: number;
  /** Pairs left out: too long for what is left of the field's limit in its records. */
  dropped: number;
  /** Payloads stored per field. */
  fields: Map<string, number>;
}

/** A JSON answer, read by the journey where it knows its shape. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the journey reads many answers' shapes
export type Json = any;

export interface Owner {
  send(method: 'get' | 'post' | 'put' | 'patch', url: string, data?: unknown): Promise<{ status: number; body: Json }>;
  /** Sends and expects a success. */
  ok(method: 'get' | 'post' | 'put' | 'patch', url: string, data?: unknown): Promise<Json>;
  siteId: number;
}

/** The account owner of globex in its second site, `partners`, which no other journey touches. */
export async function globexPartners(request: APIRequestContext): Promise<Owner> {
  const token = await apiToken(request, 'owner@globex.test');
  const siteId = await siteIdOf(request, token, 'globex', 'partners');
  const me = await request.get('/portal/auth/me', { headers: { ...ENTERPRISE, Authorization: `Bearer ${token}` } });
  const accountId = ((await me.json()) as { accounts: { id: number; name: string }[] }).accounts.find(
    (a) => a.name === 'globex',
  )?.id;
  const headers = {
    ...ENTERPRISE,
    Authorization: `Bearer ${token}`,
    'X-AF-AID': String(accountId),
    'X-AF-SID': String(siteId),
  };
  const send: Owner['send'] = async (method, url, data) => {
    const res = await request[method](`/portal${url}`, { headers, data });
    const text = await res.text();
    return { status: res.status(), body: text ? JSON.parse(text) : null };
  };
  return {
    siteId,
    send,
    ok: async (method, url, data) => {
      const res = await send(method, url, data);
      if (res.status >= 300)
        throw new Error(`${method.toUpperCase()} ${url}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body;
    },
  };
}

/** The candidate site's apply, as a candidate's browser posts it: a resume and documents named by payloads. */
export async function applyAs(
  request: APIRequestContext,
  jobUuid: string,
  fields: Record<string, string>,
  fileNames: string[],
): Promise<{ status: number; text: string }> {
  const [resume = 'cv', ...documents] = fileNames;
  // Playwright's multipart object takes one value per name; several documents need a FormData.
  const form = new FormData();
  for (const [name, value] of Object.entries({ ...fields, consent: 'true' })) form.append(name, value);
  const pdf = () => new Blob([new Uint8Array(pdfBytes())], { type: 'application/pdf' });
  form.append('resume', pdf(), `${resume}.pdf`);
  for (const name of documents) form.append('documents', pdf(), `${name}.pdf`);
  const res = await request.post(`/portal/v1/public/sites/partners.globex.test/jobs/${jobUuid}/apply`, {
    headers: ENTERPRISE,
    multipart: form,
  });
  return { status: res.status(), text: await res.text() };
}
