import multipart from '@fastify/multipart';
import {
  APPLY_LIMITS,
  ApplyResultSchema,
  FlagJobSchema,
  JobFeedbackInputSchema,
  MessageSchema,
  PublicJobDetailSchema,
  PublicJobListQuerySchema,
  PublicJobPageSchema,
  PublicJobParamsSchema,
  PublicReportResultSchema,
  PublicSiteParamsSchema,
  ValidationErrorSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { SHORT_FORM_BODY_LIMIT } from '../../lib/short-form-limit.js';
import { formFilesBodyLimit } from '../files/index.js';
import { applyFromForm, FORM_FILES } from './apply-form.js';
import * as service from './service.js';
import { createSiteCache } from './site-cache.js';

const PUBLIC = { public: true } as const;
const writeErrors = { 404: MessageSchema, 422: ValidationErrorSchema, 429: MessageSchema } as const;

const APPLY_DESCRIPTION = [
  'Multipart form: `first_name`, `last_name`, `email`, `phone` (optional), `consent` (`true`),',
  "`cover_note` (optional), `answers` (JSON text: each screening question's answer by its position,",
  '`{"0": "yes", "1": ["Mornings", "Evenings"]}`), a `resume` file (PDF, DOCX or ODT) and up to',
  `${APPLY_LIMITS.documents} \`documents\` files. Files are checked by content and size like any upload of their kind`,
  'and stored as private files of the site, within the candidate budgets (per application, and per',
  'sending address and per site over 24 hours; never the staff quota). Applying creates the seeker',
  'by email within the site, or reuses them without changing their name, phone or resume: the',
  'application keeps the details and files it was sent with. A knockout answer starts the',
  'application as `unsuccessful`. An address that already applied, or whose seeker is disabled, gets',
  'the same 201 and its owner a mail (decision 0061). 404: the job is not live on this site; 422: a',
  'field, an answer or a file is refused, or the files are too large together; 409: the job takes',
  "applications on the employer's own site; 411: no Content-Length; 413: the body or a file is over",
  'its limit (refused unread); 429: too many applications, or too many bytes of files from this',
  'address or to this site today.',
].join(' ');

/**
 * The public candidate API (decisions 0044, 0045): no staff token, the site named by one of its
 * domains in the path (never read from a request header), the enterprise from X-AF-EID.
 */
export const candidateSiteRoutes = moduleRoutes('candidate-site', async (app, { deps, doc, tags }) => {
  await app.register(multipart, { throwFileSizeLimit: false });
  const sites = createSiteCache(deps.database, app.log);
  app.addHook('preClose', () => sites.close());

  app.get('/v1/public/sites/:domain/jobs', {
    ...doc('public', "The site's live jobs, newest first (search on the title; filters work type, classification)", {
      params: PublicSiteParamsSchema,
      querystring: PublicJobListQuerySchema,
      response: { 200: PublicJobPageSchema, 404: MessageSchema, 422: ValidationErrorSchema },
    }),
    handler: async (request) => {
      const site = await service.siteOfDomain(deps, sites, request.enterpriseId, request.params.domain);
      return service.liveJobPage(deps, site, request.query);
    },
  });

  app.get('/v1/public/sites/:domain/jobs/:uuid', {
    ...doc('public', 'A live job as a candidate reads it (no knockout answers)', {
      params: PublicJobParamsSchema,
      response: { 200: PublicJobDetailSchema, 404: MessageSchema },
    }),
    handler: async (request) => {
      const site = await service.siteOfDomain(deps, sites, request.enterpriseId, request.params.domain);
      return { data: await service.liveJobDetail(deps, site, request.params.uuid) };
    },
  });

  app.post('/v1/public/sites/:domain/jobs/:uuid/apply', {
    config: PUBLIC,
    // A resume and the documents within an application's total (decision 0062), and the text
    // fields; more is a 413 unread.
    bodyLimit: formFilesBodyLimit(FORM_FILES, undefined, deps.config.APPLICATION_MAX_TOTAL_MB * 2 ** 20),
    schema: {
      tags,
      summary: 'Apply for a live job (multipart: fields, `resume`, `documents`)',
      description: APPLY_DESCRIPTION,
      consumes: ['multipart/form-data'],
      params: PublicJobParamsSchema,
      response: { 201: ApplyResultSchema, 409: MessageSchema, 411: MessageSchema, 413: MessageSchema, ...writeErrors },
    },
    handler: async (request, reply) => {
      const site = await service.siteOfDomain(deps, sites, request.enterpriseId, request.params.domain);
      const budget = await service.ownCandidateBudget(deps, 'apply', request.ip);
      const record = await service.liveJob(deps, site, request.params.uuid);
      const data = await applyFromForm(deps, request, site, record, budget);
      return reply.status(201).send({ data });
    },
  });

  app.post('/v1/public/sites/:domain/jobs/:uuid/flag', {
    bodyLimit: SHORT_FORM_BODY_LIMIT,
    ...doc('public', 'Report a live job (a reason from the list, optional comments)', {
      params: PublicJobParamsSchema,
      body: FlagJobSchema,
      response: { 201: PublicReportResultSchema, ...writeErrors },
    }),
    handler: async (request, reply) => {
      const site = await service.siteOfDomain(deps, sites, request.enterpriseId, request.params.domain);
      const budget = await service.ownCandidateBudget(deps, 'reports', request.ip);
      const data = await service.flagJob(deps, site, request.params.uuid, request.body, budget);
      return reply.status(201).send({ data });
    },
  });

  app.post('/v1/public/sites/:domain/jobs/:uuid/feedback', {
    bodyLimit: SHORT_FORM_BODY_LIMIT,
    ...doc('public', 'Rate a live job and its employer (1–5, would recommend, comments)', {
      params: PublicJobParamsSchema,
      body: JobFeedbackInputSchema,
      response: { 201: PublicReportResultSchema, ...writeErrors },
    }),
    handler: async (request, reply) => {
      const site = await service.siteOfDomain(deps, sites, request.enterpriseId, request.params.domain);
      const budget = await service.ownCandidateBudget(deps, 'reports', request.ip);
      const data = await service.leaveFeedback(deps, site, request.params.uuid, request.body, budget);
      return reply.status(201).send({ data });
    },
  });
});
