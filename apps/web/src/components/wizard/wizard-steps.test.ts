import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BLANK_EXAMPLE_EVENT, EXAMPLE_EVENT_STEPS, ExampleEventSchema } from './testing/example-event';
import { checkSteps, firstInvalidStep, stepOfFields, stepSchema } from './wizard-steps';

const Schema = z.object({ name: z.string().min(1), email: z.email() });

describe('wizard steps', () => {
  it('validate their own fields of a schema, even one with a rule across fields (zod refuses .pick() there)', () => {
    const basics = stepSchema(ExampleEventSchema, ['title', 'summary']);
    expect(basics.safeParse({ ...BLANK_EXAMPLE_EVENT, title: 'Spring fair' }).success).toBe(true);
    expect(basics.safeParse(BLANK_EXAMPLE_EVENT).success).toBe(false);
  });

  it('are refused unless every field of the schema is in exactly one step', () => {
    expect(() => {
      checkSteps(Schema, [{ slug: 'a', labelKey: 'a', fields: ['name'] }]);
    }).toThrow('Fields in no wizard step: email.');
    expect(() => {
      checkSteps(Schema, [
        { slug: 'a', labelKey: 'a', fields: ['name', 'email'] },
        { slug: 'b', labelKey: 'b', fields: ['email'] },
      ]);
    }).toThrow('Field "email" is in steps "a" and "b".');
    expect(() => {
      checkSteps(Schema, [{ slug: 'a', labelKey: 'a', fields: ['name', 'email', 'phone'] }]);
    }).toThrow('names "phone"');
    expect(() => {
      checkSteps(ExampleEventSchema, EXAMPLE_EVENT_STEPS);
    }).not.toThrow();
  });

  it('find the first step before a target whose slice does not pass', () => {
    const values = { ...BLANK_EXAMPLE_EVENT, title: 'Spring fair' };
    expect(firstInvalidStep(ExampleEventSchema, EXAMPLE_EVENT_STEPS, values, 2)).toBe(1);
    expect(firstInvalidStep(ExampleEventSchema, EXAMPLE_EVENT_STEPS, values, 1)).toBe(1);
    expect(firstInvalidStep(ExampleEventSchema, EXAMPLE_EVENT_STEPS, BLANK_EXAMPLE_EVENT, 2)).toBe(0);
  });

  it('name the step of the first refused field', () => {
    expect(stepOfFields(EXAMPLE_EVENT_STEPS, ['venue', 'contact_email'])).toBe(1);
    expect(stepOfFields(EXAMPLE_EVENT_STEPS, ['unknown'])).toBe(-1);
  });
});
