import {
  CreateFieldOptionSchema,
  EMPLOYER_TYPES,
  EmployerTypesSchema,
  FIELD_OPTION_LISTS,
  FieldOptionDataSchema,
  FieldOptionListSchema,
  FieldOptionsSchema,
  OptionIdParamsSchema,
  RenameOptionSchema,
  ReorderFieldOptionsSchema,
} from '@portal/contract';
import { IDEMPOTENT_CREATE, sendCreated } from '../../lib/resource/idempotent.js';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { errorResponses } from '../../lib/responses.js';
import { SETTINGS_UPDATE, SIGNED_IN, SITE_MEMBER } from '../access/index.js';
import * as service from './service.js';

const TYPE_LABELS: Record<(typeof EMPLOYER_TYPES)[number], string> = { business: 'Business', household: 'Household' };
const FIELD_OPTIONS: service.ListKind = { subject: 'field-option', fields: FIELD_OPTION_LISTS };

/** The site's option lists: every user of the site reads them; changing one is a settings change (decision 0015). */
export const fieldOptionRoutes = moduleRoutes('options', async (app, { deps, doc }) => {
  app.get('/v1/employer-types', {
    ...doc(SIGNED_IN, 'Employer types', { response: EmployerTypesSchema }),
    handler: async () => ({ data: EMPLOYER_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] })) }),
  });

  app.get('/v1/site/field-options', {
    // Every user of the site: the forms that store these values need them.
    ...doc(SITE_MEMBER, "The selected site's option lists, by list, in display order (retired options flagged)", {
      response: FieldOptionsSchema,
    }),
    handler: async (request) => ({ data: await service.fieldOptionsOf(deps, request.reach) }),
  });

  app.post('/v1/site/field-options', {
    ...doc(SETTINGS_UPDATE, 'Add an option at the end of a list', {
      ...IDEMPOTENT_CREATE,
      body: CreateFieldOptionSchema,
      response: { 201: FieldOptionDataSchema, ...errorResponses },
    }),
    handler: (request, reply) =>
      sendCreated(deps, request, reply, 201, async (inTransaction) => {
        const { list, ...input } = request.body;
        const reach = request.reach;
        return { data: await service.addOption(inTransaction, reach, request.user.id, FIELD_OPTIONS, list, input) };
      }),
  });

  app.post('/v1/site/field-options/reorder', {
    ...doc(SETTINGS_UPDATE, 'Put a list in a new order (every id of the list, once)', {
      body: ReorderFieldOptionsSchema,
      response: FieldOptionListSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      const { list, ids } = request.body;
      return { data: await service.reorderOptions(deps, reach, request.user.id, FIELD_OPTIONS, list, ids) };
    },
  });

  app.patch('/v1/site/field-options/:id', {
    ...doc(SETTINGS_UPDATE, 'Rename an option (its stored value stays)', {
      params: OptionIdParamsSchema,
      body: RenameOptionSchema,
      response: FieldOptionDataSchema,
    }),
    handler: async (request) => {
      const reach = request.reach;
      const { id } = request.params;
      return { data: await service.renameOption(deps, reach, request.user.id, FIELD_OPTIONS, id, request.body.label) };
    },
  });

  for (const [action, retired] of [
    ['retire', true],
    ['restore', false],
  ] as const) {
    app.post(`/v1/site/field-options/:id/${action}`, {
      ...doc(
        SETTINGS_UPDATE,
        retired
          ? 'Retire an option: offered no more, still shown on the records that hold it'
          : 'Offer a retired option again',
        { params: OptionIdParamsSchema, response: FieldOptionDataSchema },
      ),
      handler: async (request) => {
        const reach = request.reach;
        return {
          data: await service.setRetired(deps, reach, request.user.id, FIELD_OPTIONS, request.params.id, retired),
        };
      },
    });
  }
});
