import {
  APPLICATION_RESOURCE,
  ApplicationOverviewSchema,
  type Application,
  type ApplicationListQuery,
} from '@portal/contract';
import type { z } from 'zod';
import { createResourceApi } from '../../lib/resource/create-resource-api';
import { defineResource, uuidKey } from '../../lib/resource/define-resource';

export type { Application, ApplicationListQuery };
export type ApplicationOverview = z.infer<typeof ApplicationOverviewSchema>;

/**
 * Applications on the kit (decision 0044): keyed by uuid, listed at `GET /v1/applications`, one
 * record read as its `overview` tab (`/v1/applications/{uuid}/overview`: the row, the contact, the
 * answers and the tags, what every tab's header shows). Status and stage are not the kit's named
 * transitions (a target is chosen in a dialog), so they are the feature's own requests.
 */
export const applicationResource = defineResource(
  { name: 'applications', path: '/v1/applications', subject: 'applications', key: uuidKey },
  APPLICATION_RESOURCE,
);

/** Fetchers, hooks and cache keys (`['applications', …]`) of applications, for every feature that lists them. */
export const applicationsApi = createResourceApi(applicationResource, {
  detailSuffix: 'overview',
  refreshes: [['dashboard'], ['jobs']],
});

/** One page of applications (a job's, a seeker's): `query` as the API reads it (`filter[job]`, `page`, `sort`). */
export const useApplicationList = applicationsApi.useList;
