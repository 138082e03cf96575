import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { pdfBytes } from '../test/fixtures/sample-files.js';
import { summarise, type LoadResult } from './load.js';

const BOUNDARY = 'portal-bench-apply';
const run = randomUUID().slice(0, 8);
let applicant = 0;
/** The bench's own candidates (left out when the bench picks a seeded candidate to search for). */
export const APPLY_EMAIL_DOMAIN = '@apply.scale.test';

/** One application's multipart form: a new candidate each time (their email is unique), consent, a small PDF resume. */
export function applyForm(): Buffer {
  const n = ++applicant;
  const field = (name: string, value: string) =>
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head = [
    field('first_name', 'Bench'),
    field('last_name', `Candidate ${n}`),
    field('email', `bench.${run}.${n}${APPLY_EMAIL_DOMAIN}`),
    field('consent', 'true'),
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="resume"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
  ].join('');
  return Buffer.concat([Buffer.from(head), pdfBytes(), Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

/**
 * `connections` candidates applying back to back for `seconds` over real HTTP: each request a new
 * form, so each creates a seeker, an application and a stored resume (a write; only 201 counts).
 */
export async function applyLoad(
  url: string,
  headers: Record<string, string>,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const times: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        duration: seconds,
        pipelining: 1,
        requests: [
          {
            method: 'POST',
            setupRequest: (request) => ({
              ...request,
              headers: { ...headers, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
              body: applyForm(),
            }),
          },
        ],
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status === 201) times.push(ms);
      else errors++;
    });
  });
  errors += result.errors + result.timeouts;
  return summarise(times, seconds, errors);
}
