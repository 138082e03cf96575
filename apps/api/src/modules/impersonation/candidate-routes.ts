import {
  CandidateApplicationsSchema,
  CandidateMeSchema,
  dataOf,
  ImpersonationExitSchema,
  MessageSchema,
} from '@portal/contract';
import { moduleRoutes } from '../../lib/resource/route-doc.js';
import { CANDIDATE } from '../access/index.js';
import * as service from './service.js';

const responses = { 401: MessageSchema };

/** The candidate's own view, read-only, served to a candidate token only (decision 0052). */
export const candidateRoutes = moduleRoutes('candidate', async (app, { deps, doc }) => {
  app.get('/v1/candidate/me', {
    ...doc(CANDIDATE, "The candidate's profile and who is looking", {
      response: { 200: dataOf(CandidateMeSchema), ...responses },
    }),
    handler: async (request) => ({ data: await service.candidateMe(deps.db, request.candidate) }),
  });

  app.get('/v1/candidate/me/applications', {
    ...doc(CANDIDATE, "The candidate's applications with their status, newest first", {
      response: { 200: CandidateApplicationsSchema, ...responses },
    }),
    handler: async (request) => ({ data: await service.candidateApplications(deps.db, request.candidate) }),
  });

  app.delete('/v1/candidate/logout', {
    ...doc(CANDIDATE, 'End the look at the candidate; answers the path to return to', {
      response: { 200: ImpersonationExitSchema, ...responses },
    }),
    handler: async (request) => ({ redirect_path: await service.exitCandidate(deps.db, request.candidate) }),
  });
});
