import { FieldOptionListSchema, FieldOptionSchema, type FieldOption } from './options.js';

/**
 * A site's ordered application stages (`GET /v1/site/application-stages`): the steps an
 * application moves through. Kept like an option list: value, label, order, retired.
 */
export const ApplicationStageSchema = FieldOptionSchema;
export type ApplicationStage = FieldOption;
export const ApplicationStagesSchema = FieldOptionListSchema;

export {
  CreateOptionSchema as CreateApplicationStageSchema,
  RenameOptionSchema as RenameApplicationStageSchema,
  ReorderOptionsSchema as ReorderApplicationStagesSchema,
} from './options.js';

/** The name the stages are stored under beside the catalogue's lists. */
export const APPLICATION_STAGE_LIST = 'application_stage';
