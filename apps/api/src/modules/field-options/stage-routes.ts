import {
  APPLICATION_STAGE_LIST,
  ApplicationStagesSchema,
  CreateApplicationStageSchema,
  FieldOptionDataSchema,
  OptionIdParamsSchema,
  RenameApplicationStageSchema,
  ReorderApplicationStagesSchema,
} from '@portal/contract';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SETTINGS_UPDATE, SITE_MEMBER } from '../access/index.js';
import * as service from './service.js';

const STAGES: service.ListKind = { subject: 'application-stage', fields: [APPLICATION_STAGE_LIST] };

/** `/v1/site/application-stages`: the site's ordered stages, kept with the option lists' rules. */
export const applicationStageRoutes = moduleRoutes('options', async (app, { deps, doc }) => {
  app.get('/v1/site/application-stages', {
    // Every user of the site: the forms that store these values need them.
    ...doc(SITE_MEMBER, "The selected site's application stages, in order (retired ones flagged)", {
      response: ApplicationStagesSchema,
    }),
    handler: async (request) => ({
      data: await service.optionsOf(deps, request.reach, APPLICATION_STAGE_LIST),
    }),
  });

  app.post('/v1/site/application-stages', {
    ...doc(SETTINGS_UPDATE, 'Add a stage at the end', {
      ...IDEMPOTENT_CREATE,
      body: CreateApplicationStageSchema,
      response: { 201: FieldOptionDataSchema, ...errorResponses },
    }),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => {
        const { reach, user, body } = request;
        return { data: await service.addOption(inTransaction, reach, user.id, STAGES, APPLICATION_STAGE_LIST, body) };
      }),
  });

  app.post('/v1/site/application-stages/reorder', {
    ...doc(SETTINGS_UPDATE, 'Put the stages in a new order (every id, once)', {
      body: ReorderApplicationStagesSchema,
      response: ApplicationStagesSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      const { ids } = request.body;
      return { data: await service.reorderOptions(deps, reach, request.user.id, STAGES, APPLICATION_STAGE_LIST, ids) };
    },
  });

  app.patch('/v1/site/application-stages/:id', {
    ...doc(SETTINGS_UPDATE, 'Rename a stage (its stored value stays)', {
      params: OptionIdParamsSchema,
      body: RenameApplicationStageSchema,
      response: FieldOptionDataSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      const { id } = request.params;
      return { data: await service.renameOption(deps, reach, request.user.id, STAGES, id, request.body.label) };
    },
  });

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(`/v1/site/application-stages/:id/${action}`, {
      ...doc(SETTINGS_UPDATE, retired ? 'Retire a stage: no new application enters it' : 'Use a retired stage again', {
        params: OptionIdParamsSchema,
        response: FieldOptionDataSchema,
      }),
      handler: async (request) => {
        const reach = request.reach;
        return { data: await service.setRetired(deps, reach, request.user.id, STAGES, request.params.id, retired) };
      },
    });
  }
});
