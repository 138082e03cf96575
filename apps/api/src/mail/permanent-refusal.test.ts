import { describe, expect, it } from 'vitest';
import { isPermanentRefusal } from './outbox.js';

// The errors nodemailer gives for each answer (its `code` and the server's `responseCode`).
describe('isPermanentRefusal (decision 0096)', () => {
  it.each([
    ['a 550 to the recipient', { code: 'EENVELOPE', responseCode: 550 }],
    ['a 554 to the message', { code: 'EMESSAGE', responseCode: 554 }],
  ])('is true for %s', (_, error) => {
    expect(isPermanentRefusal(Object.assign(new Error('refused'), error))).toBe(true);
  });

  it.each([
    ['a 421 greeting', { code: 'EPROTOCOL', responseCode: 421 }],
    ['a 451 greylisting', { code: 'EENVELOPE', responseCode: 451 }],
    ['a 535 at sign-in (our settings)', { code: 'EAUTH', responseCode: 535 }],
    ['a refused connection', { code: 'ECONNECTION' }],
    ['a timeout', { code: 'ETIMEDOUT' }],
  ])('is false for %s, which is tried again', (_, error) => {
    expect(isPermanentRefusal(Object.assign(new Error('failed'), error))).toBe(false);
  });
});
