import { describe, expect, it } from 'vitest';
import {
  runInScope,
  runOnGenericPlans,
  runRequest,
  setRequestScope,
  switchSql,
  wantedRowState,
  withOwnPlans,
} from './row-scope.js';

const ROLE = 'portal_app';
const enter = (scope: string) => `SET ROLE ${ROLE}; SELECT set_config('app.scope', '${scope}', false)`;

describe('a connection switched to the state its next statement needs (decisions 0104, 0109)', () => {
  it('sends only what differs: the role and scope, the plan mode, or nothing', () => {
    expect(switchSql('app:1|', undefined, ROLE)).toBe(enter('1|'));
    expect(switchSql('app:1|', 'app:1|', ROLE)).toBeUndefined();
    expect(switchSql('generic:1|', 'app:1|', ROLE)).toBe('SET plan_cache_mode = force_generic_plan');
    expect(switchSql('app:1|', 'generic:1|', ROLE)).toBe('RESET plan_cache_mode');
    expect(switchSql('generic:|7', 'generic:1|', ROLE)).toBe(enter('|7'));
    expect(switchSql('generic:|7', undefined, ROLE)).toBe(`${enter('|7')}; SET plan_cache_mode = force_generic_plan`);
    expect(switchSql('any', 'generic:1|', ROLE)).toBeUndefined();
  });

  it('gives the owner back PostgreSQL’s own plan choice, and resets everything after a failed switch', () => {
    expect(switchSql('owner', undefined, ROLE)).toBeUndefined();
    expect(switchSql('owner', 'app:1|', ROLE)).toBe('RESET ROLE');
    expect(switchSql('owner', 'generic:1|', ROLE)).toBe('RESET ROLE; RESET plan_cache_mode');
    expect(switchSql('owner', 'unknown', ROLE)).toBe('RESET ROLE; RESET plan_cache_mode');
    expect(switchSql('app:1|', 'unknown', ROLE)).toBe(`${enter('1|')}; RESET plan_cache_mode`);
  });

  it('never writes a role or scope it has not checked', () => {
    expect(() => switchSql('generic:1|', 'app:1|', 'portal_app; DROP')).toThrow(/not a plain role name/);
    expect(() => switchSql("generic:1'|", undefined, ROLE)).toThrow(/not a row scope/);
  });

  it('asks generic plans for the app’s role in the request’s scope only, and only within the call', async () => {
    await new Promise<void>((done) =>
      runRequest(() => {
        setRequestScope('4|');
        void runOnGenericPlans(async () => wantedRowState()).then((inside) => {
          expect(inside).toBe('generic:4|');
          expect(wantedRowState()).toBe('app:4|');
          done();
        });
      }),
    );
    expect(await runInScope('*', () => runOnGenericPlans(async () => wantedRowState()))).toBe('owner');
    expect(await runOnGenericPlans(async () => wantedRowState())).toBe('owner');
    expect(withOwnPlans('generic:4|')).toBe('app:4|');
    expect(withOwnPlans('app:4|')).toBe('app:4|');
    expect(withOwnPlans('owner')).toBe('owner');
  });
});
