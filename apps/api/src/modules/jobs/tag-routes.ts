import type { FastifyInstance } from 'fastify';
import type { Action } from '@portal/contract';
import type { AppDeps } from '../../deps.js';
import type { RouteRight } from '../../lib/resource/define-resource.js';
import { registerRecordTagRoutes } from '../tags/index.js';
import { jobTags } from './links-repository.js';
import { jobRows } from './repository.js';

/**
 * `/v1/jobs/{uuid}/tags` (spec §7), as every tagged resource has it (decision 0014): a job's tags
 * are set in any status (they label the staff's work, not the advert).
 */
export function registerJobTagRoutes(app: FastifyInstance, deps: AppDeps, right: (action: Action) => RouteRight) {
  registerRecordTagRoutes(app, deps, {
    path: '/v1/jobs',
    tag: 'jobs',
    subject: 'job',
    link: jobTags,
    right,
    found: (db, reach, uuid) => jobRows.found(db, reach, uuid),
  });
}
