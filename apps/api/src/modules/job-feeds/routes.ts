import { JobPostingSchema, MessageSchema, PublicJobParamsSchema, PublicSiteParamsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import type { AppDeps } from '../../lib/resource/deps.js';
import { findEnterpriseIdByKey } from '../access/index.js';
import { embeddableJson } from './job-posting.js';
import * as service from './service.js';

/** Short: a job that leaves the feeds is gone from caches within minutes (decision 0107). */
const FEED_CACHE = 'public, max-age=300';
const POSTING_CACHE = 'public, max-age=60';
const XML = 'application/xml; charset=utf-8';

/**
 * The JSON-LD of a live job through the public candidate API (decision 0107): the site named by
 * its domain in the path within the X-AF-EID enterprise, as the other public routes.
 */
export const jobPostingRoutes = moduleRoutes('job-feeds', async (app, { deps, doc }) => {
  app.get('/v1/public/sites/:domain/jobs/:uuid/job-posting', {
    ...doc(
      'public',
      "A live job as schema.org JobPosting (JSON-LD) for Google's job search, when the site turned it on",
      {
        params: PublicJobParamsSchema,
        response: { 200: JobPostingSchema, 404: MessageSchema },
      },
    ),
    // Written as JSON that is safe to embed in a page's <script> as it is (no `<`, `>`, `&`).
    serializerCompiler: () => embeddableJson,
    handler: async (request, reply) => {
      const feed = await service.feedSiteOf(deps, request.enterpriseId, request.params.domain, 'json_ld');
      const posting = await service.jobPosting(deps, feed, request.params.uuid);
      return reply.type('application/ld+json; charset=utf-8').header('cache-control', POSTING_CACHE).send(posting);
    },
  });
});

const SitemapPartParamsSchema = PublicSiteParamsSchema.extend({
  part: z
    .string()
    .regex(/^[1-9][0-9]{0,5}$/)
    .transform(Number),
});

/**
 * The feeds aggregators and search engines fetch (decision 0107), outside /portal: they send no
 * X-AF-EID, so the enterprise is the deployment's own and the site is the one storing the domain
 * in the path. Each read spends only the client's own budget.
 */
export const publicFeedRoutes: FastifyPluginAsyncZod<{ deps: AppDeps }> = async (app, { deps }) => {
  const tags = ['job-feeds'];
  let enterpriseId: number | undefined;
  const enterprise = async () => {
    enterpriseId ??= await findEnterpriseIdByKey(deps.db, deps.config.ENTERPRISE_KEY);
    if (enterpriseId === undefined) throw new Error('The deployment has no enterprise for ENTERPRISE_KEY.');
    return enterpriseId;
  };

  app.get('/feeds/:domain/jobs.xml', {
    schema: {
      tags,
      summary: "The site's live jobs as an XML feed for job aggregators (Indeed's format), when turned on",
      params: PublicSiteParamsSchema,
      response: { 200: z.any(), 404: MessageSchema, 429: MessageSchema },
    },
    handler: async (request, reply) => {
      await service.spendFeedBudget(deps, request.ip);
      const feed = await service.feedSiteOf(deps, await enterprise(), request.params.domain, 'xml');
      return reply.type(XML).header('cache-control', FEED_CACHE).send(service.xmlFeed(deps, feed));
    },
  });

  app.get('/feeds/:domain/sitemap.xml', {
    schema: {
      tags,
      summary: "The index of the site's job sitemaps (sitemaps.org), when turned on",
      params: PublicSiteParamsSchema,
      response: { 200: z.any(), 404: MessageSchema, 429: MessageSchema },
    },
    handler: async (request, reply) => {
      await service.spendFeedBudget(deps, request.ip);
      const feed = await service.feedSiteOf(deps, await enterprise(), request.params.domain, 'sitemap');
      return reply
        .type(XML)
        .header('cache-control', FEED_CACHE)
        .send(await service.sitemapIndexOf(deps, feed));
    },
  });

  app.get('/feeds/:domain/sitemap-:part.xml', {
    schema: {
      tags,
      summary: 'One part of the job sitemap: the addresses of up to 50,000 live jobs',
      params: SitemapPartParamsSchema,
      response: { 200: z.any(), 404: MessageSchema, 429: MessageSchema },
    },
    handler: async (request, reply) => {
      await service.spendFeedBudget(deps, request.ip);
      const feed = await service.feedSiteOf(deps, await enterprise(), request.params.domain, 'sitemap');
      const body = await service.sitemapPart(deps, feed, request.params.part);
      return reply.type(XML).header('cache-control', FEED_CACHE).send(body);
    },
  });
};
