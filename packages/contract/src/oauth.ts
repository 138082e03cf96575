import { z } from 'zod';

/** `GET /auth/oauth/{provider}`: a sign-in provider by name (decision 0056). */
export const OAuthProviderParamsSchema = z.object({ provider: z.string().max(64) });
