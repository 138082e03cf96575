// The mixed load of the database-restart test (scripts/test-db-restart.mjs), as clients send it:
// tag and employer creates by a signed-in site admin, candidates applying with a resume (multipart,
// the public route), and open notification streams that reconnect as EventSource does. Every
// answer is recorded; status 0 means the client got no answer (refused, reset or hung).
import { wait } from './fleet.mjs';

/** A request that hangs past this is a failure: the outage must answer, not stall. */
export const REQUEST_LIMIT_MS = 8_000;
const HEADERS = { 'x-af-eid': 'portal-demo' };

/** A minimal PDF the upload checks accept (types are decided by bytes). */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/** One call; `form` is sent as multipart, `body` as JSON. */
export async function call(base, method, url, { token, sid, body, form, key } = {}) {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...HEADERS,
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(sid ? { 'x-af-sid': String(sid) } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      body: form ?? (body ? JSON.stringify(body) : undefined),
      signal: AbortSignal.timeout(REQUEST_LIMIT_MS),
    });
    const json = await res.json().catch(() => null);
    return { status: res.status, retryAfter: res.headers.get('retry-after'), json, ms: Date.now() - started };
  } catch (error) {
    return { status: 0, error: String(error.cause ?? error), ms: Date.now() - started };
  }
}

const WRITES = {
  tag: {
    send: (base, n, { token, sid }) =>
      call(base, 'POST', '/portal/v1/site/tags', { token, sid, body: { name: `restart ${base.slice(-5)} ${n}` } }),
    id: (json) => json.data.id,
  },
  // Sent as the web sends a create: one Idempotency-Key per attempt, kept while a retry follows a
  // 503 or a lost answer, so an employer whose commit's answer was lost is never stored twice.
  employer: {
    retried: true,
    send: (base, n, { token, sid }) =>
      call(base, 'POST', '/portal/v1/employers', {
        token,
        sid,
        key: `restart-${base.slice(-5)}-${n}`,
        body: {
          type: 'business',
          business_name: `Restart ${base.slice(-5)} ${n}`,
          business_website: 'https://restart.example',
        },
      }),
    id: (json) => json.data.id,
  },
  application: {
    send: (base, n, { apply }) => {
      const form = new FormData();
      const fields = {
        first_name: 'Casey',
        last_name: `Restart ${n}`,
        email: `restart-${base.slice(-5)}-${n}@example.test`,
      };
      for (const [name, value] of Object.entries({ ...fields, phone: '', consent: 'true', answers: '{}' }))
        form.append(name, value);
      form.append('resume', new Blob([PDF], { type: 'application/pdf' }), 'resume.pdf');
      return call(base, 'POST', `/portal/v1/public/sites/${apply.domain}/jobs/${apply.jobUuid}/apply`, { form });
    },
    id: (json) => json.data.uuid,
  },
};

/**
 * Starts the load on each replica (more may be added later): one loop per kind of write, and
 * `streams` notification streams. `outcomes` holds every answer with its kind, replica and time.
 */
export function startLoad(context, { streams = 2 } = {}) {
  const outcomes = [];
  const loops = [];
  const controller = new AbortController();
  let running = true;

  const writeLoop = async (base, kind) => {
    for (let n = 1; running;) {
      const res = await WRITES[kind].send(base, n, context);
      if (res.status === 201 || !WRITES[kind].retried) n++;
      outcomes.push({
        ...res,
        kind,
        base,
        at: Date.now(),
        id: res.status === 201 ? WRITES[kind].id(res.json) : undefined,
      });
      await wait(res.status === 201 ? 25 : 250);
    }
  };

  const streamLoop = async (base) => {
    while (running) {
      const started = Date.now();
      // Only the answer's head has a limit: a stream stays open for as long as it is read.
      const head = new AbortController();
      const limit = setTimeout(() => head.abort(new Error('no answer within the limit')), REQUEST_LIMIT_MS);
      let res;
      try {
        res = await fetch(`${base}/portal/v1/notifications/stream`, {
          headers: { ...HEADERS, authorization: `Bearer ${context.token}`, 'x-af-sid': String(context.sid) },
          signal: AbortSignal.any([head.signal, controller.signal]),
        });
      } catch (error) {
        if (!running) return;
        outcomes.push({
          status: 0,
          kind: 'stream',
          base,
          at: Date.now(),
          ms: Date.now() - started,
          error: String(error.cause ?? error),
        });
        await wait(1_000);
        continue;
      } finally {
        clearTimeout(limit);
      }
      outcomes.push({
        status: res.status,
        retryAfter: res.headers.get('retry-after'),
        kind: 'stream',
        base,
        at: Date.now(),
        ms: Date.now() - started,
      });
      try {
        // Read until the server ends the stream; a stream cut off (the process gone) is no answer.
        for await (const chunk of res.body ?? []) void chunk;
      } catch (error) {
        if (!running) return;
        outcomes.push({
          status: 0,
          kind: 'stream',
          base,
          at: Date.now(),
          ms: 0,
          error: `stream cut: ${error.cause ?? error}`,
        });
      }
      await wait(1_000);
    }
  };

  const add = (base) => {
    for (const kind of Object.keys(WRITES)) loops.push(writeLoop(base, kind));
    for (let i = 0; i < streams; i++) loops.push(streamLoop(base));
  };
  for (const base of context.bases) add(base);
  return {
    outcomes,
    add,
    /** Acknowledged (201) writes of a kind: their ids. */
    acknowledged: (kind) => outcomes.filter((o) => o.kind === kind && o.status === 201).map((o) => o.id),
    stop: async () => {
      running = false;
      controller.abort();
      await Promise.all(loops);
    },
  };
}
