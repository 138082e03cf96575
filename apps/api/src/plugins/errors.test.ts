import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '@portal/contract';
import { registerErrorHandler } from './errors.js';
import { openDatabase } from '../db/client.js';
import { isConnectionLost } from '../db/errors.js';

/** An app whose one route fails with `error`, answered by the central error handler. */
async function answerTo(error: Error) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', () => Promise.reject(error));
  const res = await app.inject({ method: 'GET', url: '/boom' });
  await app.close();
  return res;
}

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('a lost database connection', () => {
  it.each([
    ['a server shut down by an administrator', withCode('terminating connection', '57P01')],
    ['a server still starting', withCode('the database system is starting up', '57P03')],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET')],
    ['a socket closed under a query', new Error('Connection terminated unexpectedly')],
    ['a pool that could not connect in time', new Error('timeout exceeded when trying to connect')],
    ['a driver error wrapped by drizzle', new Error('Failed query', { cause: withCode('x', '57P01') })],
  ])('answers 503 with a message for %s', async (_, error) => {
    expect(isConnectionLost(error)).toBe(true);
    const res = await answerTo(error);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ message: MESSAGES.serviceUnavailable });
    expect(res.headers['retry-after']).toBe('5');
  });

  it('leaves other database errors a 500 without detail', async () => {
    const error = withCode('duplicate key value violates unique constraint', '23505');
    expect(isConnectionLost(error)).toBe(false);
    const res = await answerTo(error);
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: MESSAGES.serverError });
  });

  it('is what a pool whose server refuses connections rejects with, at once', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://nobody:x@127.0.0.1:9/none', poolSize: 1 });
    try {
      const failure = await database.executeSql('select 1').catch((error: unknown) => error);
      expect(isConnectionLost(failure)).toBe(true);
    } finally {
      await database.close();
    }
  });
});
