import { describe, expect, it } from 'vitest';
import type { FastifyError } from 'fastify';
import { logSerializers, redactText } from './log-serializers.js';

describe('logSerializers', () => {
  it('logs a request by method and path, without its query string', () => {
    const request = {
      method: 'GET',
      url: '/reset-password?token=SECRET&email=x@y.test',
      headers: { authorization: 'Bearer SECRET' },
      ip: '10.0.0.1',
    };
    expect(logSerializers.req(request)).toEqual({ method: 'GET', url: '/reset-password' });
  });

  it('masks an address in the path', () => {
    expect(logSerializers.req({ method: 'GET', url: '/people/x%40y.test/profile' })).toEqual({
      method: 'GET',
      url: '/people/[email]/profile',
    });
  });

  it('logs a reply by its status code only', () => {
    expect(logSerializers.res({ statusCode: 401, headers: { 'set-cookie': 'x' } } as { statusCode: number })).toEqual({
      statusCode: 401,
    });
  });

  it('masks the bound values and addresses of a failed query in an error', () => {
    const error = new Error(
      'Failed query: select * from users where email = $1\nparams: x@y.test,SECRET',
    ) as FastifyError;
    error.code = 'E_QUERY';
    const logged = logSerializers.err(error);
    expect(logged).toMatchObject({
      type: 'Error',
      code: 'E_QUERY',
      message: 'Failed query: select * from users where email = $1\nparams: [redacted]',
    });
    expect(JSON.stringify(logged)).not.toMatch(/SECRET|x@y\.test/);
  });

  it('says the reason of a lost connection, never the word "undefined"', () => {
    // What a refused connection to a host with two addresses is: an AggregateError without a message.
    const refused = Object.assign(
      new AggregateError([
        new Error('connect ECONNREFUSED ::1:5432'),
        new Error('connect ECONNREFUSED 127.0.0.1:5432'),
      ]),
      { code: 'ECONNREFUSED' },
    ) as unknown as FastifyError;
    expect(logSerializers.err(refused).message).toBe(
      'connect ECONNREFUSED ::1:5432; connect ECONNREFUSED 127.0.0.1:5432',
    );
    expect(logSerializers.err('terminating connection due to administrator command').message).toBe(
      'terminating connection due to administrator command',
    );
  });

  it('masks addresses wherever they sit in a text', () => {
    expect(redactText('Key (email)=(Ada.Admin+1@acme.test) already exists; to x%40y.test')).toBe(
      'Key (email)=([email]) already exists; to [email]',
    );
  });
});
