import { z } from 'zod';
import type { EmployerStatus } from './employers.js';
import { defineTransitions } from './transitions.js';
import { requiredText } from './validation.js';

/** Employer state changes (spec §4): approval of registrations on hold, enable and disable. */
export const EMPLOYER_TRANSITIONS = defineTransitions<EmployerStatus>()({
  approve: {
    permission: { action: 'approve', subject: 'employers' },
    from: ['on_hold'],
    to: 'active',
    body: z.object({}).strict(),
    destructive: false,
  },
  reject: {
    permission: { action: 'approve', subject: 'employers' },
    from: ['on_hold'],
    to: 'rejected',
    body: z.object({ reason: requiredText(1000) }),
    destructive: false,
  },
  enable: {
    permission: { action: 'update', subject: 'employers' },
    from: ['disabled', 'active'],
    to: 'active',
    body: z.object({}).strict(),
    destructive: false,
  },
  disable: {
    permission: { action: 'update', subject: 'employers' },
    from: ['active', 'disabled'],
    to: 'disabled',
    body: z.object({}).strict(),
    destructive: false,
  },
});
export type EmployerTransition = keyof typeof EMPLOYER_TRANSITIONS;
export const EMPLOYER_TRANSITION_NAMES = Object.keys(EMPLOYER_TRANSITIONS) as EmployerTransition[];
