import { MessageSchema, ValidationErrorSchema } from '@portal/contract';

/** Error bodies every signed-in route may answer with, for the OpenAPI document. */
export const errorResponses = {
  401: MessageSchema,
  403: MessageSchema,
  404: MessageSchema,
  422: ValidationErrorSchema,
} as const;

/** Error bodies a public route may answer with on its own: a refused body or query. */
export const publicErrorResponses = {
  422: ValidationErrorSchema,
} as const;
