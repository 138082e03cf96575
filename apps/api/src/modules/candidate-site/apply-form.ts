import { APPLY_LIMITS, ApplyFieldsSchema, MESSAGES, type ApplyFields } from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../lib/resource/deps.js';
import { addressGroup } from '../../lib/address-group.js';
import { HttpError, invalid } from '../../lib/http-error.js';
import { jsonDepthWithin } from '../../lib/json-depth.js';
import { queueMails } from '../../mail/outbox.js';
import { receiveForm, releaseFiles, storeUpload, uploadTempDir, type FormUpload } from '../files/index.js';
import type { Db } from '../../db/client.js';
import type { RequestBudget } from '../../lib/rate-limit.js';
import { checkCandidateBytes } from './apply-budget.js';
import { applyToJob, assertAnswers } from './apply.js';
import { spendSiteBudget } from './service.js';
import type { LiveJob, PublicSite } from './public-jobs-repository.js';

/** The form's file fields (decision 0044): one resume, up to five documents, each checked as its kind. */
export const FORM_FILES = {
  resume: { kind: 'resume', max: 1 },
  documents: { kind: 'document', max: APPLY_LIMITS.documents },
} as const;

/** How deep `answers` nests: an object of strings or lists of strings. */
const ANSWERS_DEPTH = 2;

/** A form's consent box, as browsers and clients send it. */
const CONSENTED = new Set(['true', '1', 'on', 'yes']);

/**
 * Whether a value holds what PostgreSQL cannot store or a record must not take: a NUL character
 * (the text-input guard's rule, which a multipart form does not pass through) or a `__proto__` key.
 */
function holdsForbidden(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(holdsForbidden);
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).some(
      ([key, child]) => key === '__proto__' || key.includes('\0') || holdsForbidden(child),
    );
  }
  return false;
}

/** The text parts of the form as ApplyFieldsSchema reads them: `answers` is JSON text, `consent` a checkbox. */
export function parseApplyFields(parts: Record<string, string>): ApplyFields {
  const { answers, consent, ...rest } = parts;
  const refused = Object.keys(parts).filter((name) => name !== 'answers' && holdsForbidden(parts[name]));
  if (refused.length) throw invalid(Object.fromEntries(refused.map((name) => [name, [MESSAGES.invalid]])));
  let parsedAnswers: unknown = {};
  if (answers !== undefined && answers.trim() !== '') {
    // `{"0": ["a", "b"]}` at most: the depth is settled on the text, before anything walks it.
    if (!jsonDepthWithin(answers, ANSWERS_DEPTH)) throw invalid({ answers: [MESSAGES.invalid] });
    try {
      parsedAnswers = JSON.parse(answers);
    } catch {
      throw invalid({ answers: [MESSAGES.invalid] });
    }
    if (holdsForbidden(parsedAnswers)) throw invalid({ answers: [MESSAGES.invalid] });
  }
  const result = ApplyFieldsSchema.safeParse({
    ...rest,
    answers: parsedAnswers,
    consent: consent === undefined ? undefined : CONSENTED.has(consent.toLowerCase()) ? true : consent,
  });
  if (result.success) return result.data;
  const errors = Object.create(null) as Record<string, string[]>;
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    (errors[field] ??= []).push(issue.message);
  }
  throw new HttpError(422, MESSAGES.givenDataInvalid, errors);
}

/** Stores each upload as a candidate's private file of the site (type by content, size), in order. */
async function storeAll(deps: AppDeps, site: PublicSite, uploads: readonly FormUpload[], stored: string[]) {
  for (const upload of uploads) {
    const file = await storeUpload(deps, site, 'candidate', upload, upload.field);
    stored.push(file.id);
  }
}

/** The apply route's mails to one address (the candidate's receipt, the owner's notice), per window. */
const mayMail = (deps: AppDeps, budget: RequestBudget) => (tx: Db, address: string) =>
  budget.allows(
    {
      bucket: 'candidate-mail:address',
      key: address.toLowerCase(),
      max: deps.config.CANDIDATE_MAILS_MAX_PER_RECIPIENT,
      windowSeconds: deps.config.CANDIDATE_LIMIT_WINDOW_SECONDS,
    },
    tx,
  );

/**
 * `POST …/jobs/{uuid}/apply` once the site, the job and the client's own limit are known: reads the
 * form, refuses bad fields or answers, and files past the candidate budgets (decision 0062), before
 * storing a byte, then spends the site's shared budget (decision 0061), stores the files through
 * the files service, applies in one transaction (the byte budgets checked again under their lock)
 * and queues the mails. Whatever fails after the files are stored releases them, and so does an
 * application that was not taken, so no upload is left that nothing points at.
 */
export async function applyFromForm(
  deps: AppDeps,
  request: FastifyRequest,
  site: PublicSite,
  record: LiveJob,
  budget: RequestBudget,
) {
  if (record.job.apply_on === 'external') throw new HttpError(409, MESSAGES.appliesElsewhere);
  const form = await receiveForm(request, uploadTempDir(deps), FORM_FILES);
  const stored: string[] = [];
  try {
    const fields = parseApplyFields(form.fields);
    assertAnswers(record, fields);
    const sent = {
      siteId: site.siteId,
      address: addressGroup(request.ip),
      bytes: form.uploads.reduce((sum, upload) => sum + upload.size, 0),
    };
    await checkCandidateBytes(deps, deps.db, sent);
    await spendSiteBudget(deps, budget, 'apply', site);
    await storeAll(deps, site, form.uploads, stored);
    const resume = form.uploads.findIndex((upload) => upload.field === 'resume');
    const files = {
      resumeId: resume >= 0 ? (stored[resume] ?? null) : null,
      documentIds: stored.filter((_id, i) => i !== resume),
      bytes: sent.bytes,
      clientAddress: sent.address,
    };
    const applied = await deps.db.transaction(async (tx) => {
      await checkCandidateBytes(deps, tx, { ...sent, locked: true });
      return applyToJob(tx, record, fields, files, {
        mail: true,
        links: deps.config,
        mayMail: mayMail(deps, budget),
      });
    });
    await queueMails(deps.queue, applied.mailIds, 'bulk');
    if (!applied.taken) await releaseFiles(deps, stored);
    return { uuid: applied.uuid, status: applied.status };
  } catch (error) {
    await releaseFiles(deps, stored);
    throw error;
  } finally {
    await form.discard();
  }
}
