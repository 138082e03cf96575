import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

const leafOf = (pathname: string) => matchRoutes(routes, pathname)?.at(-1)?.route;

describe('static paths before a record’s key (app/router.tsx)', () => {
  it('opens jobs/flagged-jobs, a feature of its own, rather than a job at jobs/:id', () => {
    expect(leafOf('/acme/careers/jobs/flagged-jobs')).toMatchObject({
      path: 'jobs/flagged-jobs',
      handle: { action: 'approve', subject: 'jobs' },
    });
    expect(leafOf('/acme/careers/jobs/0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f')?.path).toBe(':id');
  });

  it("opens a job's pipeline board at applications/board, rather than an application at applications/:id", () => {
    expect(leafOf('/acme/careers/applications/board')?.path).toBe('board');
    expect(leafOf('/acme/careers/applications/0b6f3b3e-2f1a-4c55-9d7e-1a2b3c4d5e6f')?.path).toBe(':id');
  });
});
