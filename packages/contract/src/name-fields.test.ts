import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { InviteAccountUserSchema } from './account-users.js';
import { ApplyFieldsSchema } from './candidate-site.js';
import { CreateConsultantSchema } from './consultants.js';
import { AddEmployerUserSchema } from './employer-users.js';
import { CreateEmployerSchema } from './employers.js';
import { AcceptInvitationSchema } from './invitations.js';
import { UpdateMailTemplateSchema } from './mail-templates.js';
import { MESSAGES } from './messages.js';
import { CreateOptionSchema, RenameOptionSchema } from './options.js';
import { CreateProductSchema, UpdateProductSchema } from './products.js';
import { UpdateBrandingSettingsSchema } from './settings.js';
import { UpdateUserAccountSchema } from './user-account.js';
import { CreateTagSchema, UpdateTagSchema } from './tags.js';
import './validation.js';

/** Every name-like input of the contract, by where a client sends it (decision 0020). */
const NAME_FIELDS: Record<string, z.ZodType> = {
  'consultant name': CreateConsultantSchema.shape.name,
  'consultant job_title': CreateConsultantSchema.shape.job_title,
  'employer user name': AddEmployerUserSchema.shape.name,
  'employer business_name': CreateEmployerSchema.shape.business_name,
  'employer business_size': CreateEmployerSchema.shape.business_size,
  'employer registration_number': CreateEmployerSchema.shape.registration_number,
  'employer industry': CreateEmployerSchema.shape.industry,
  'employer contact_name': CreateEmployerSchema.shape.contact_name,
  'invitation accepted name': AcceptInvitationSchema.shape.name,
  'mail template subject': UpdateMailTemplateSchema.shape.subject,
  'option label': CreateOptionSchema.shape.label,
  'option rename label': RenameOptionSchema.shape.label,
  'product name': CreateProductSchema.shape.name,
  'product rename': UpdateProductSchema.shape.name,
  'site title': UpdateBrandingSettingsSchema.shape.title,
  'login page title': UpdateBrandingSettingsSchema.shape.login.shape.title,
  'tag name': CreateTagSchema.shape.name,
  'tag rename': UpdateTagSchema.shape.name,
};

describe('name-like fields are one line', () => {
  it.each(Object.entries(NAME_FIELDS))('%s refuses a line break and a control character', (_, schema) => {
    for (const value of ['Bob,\n\nSECURITY NOTICE', 'Bob\rBcc', 'Bob\u0000', 'Bob\u2028x']) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toContain(MESSAGES.singleLine);
    }
    expect(schema.safeParse('Acme Bakery').success).toBe(true);
  });
});

/** Every input that takes a person's name (decision 0061). */
const PERSON_NAMES: Record<string, (name: string) => z.ZodSafeParseResult<unknown>> = {
  'applicant first_name': (name) => ApplyFieldsSchema.shape.first_name.safeParse(name),
  'applicant last_name': (name) => ApplyFieldsSchema.shape.last_name.safeParse(name),
  'account user invited name': (name) =>
    InviteAccountUserSchema.safeParse({
      scope_type: 'account',
      scope_id: 1,
      role: 'account-admin',
      email: 'new@example.test',
      name,
    }),
  'employer user name': (name) => AddEmployerUserSchema.shape.name.safeParse(name),
  'invitation accepted name': (name) => AcceptInvitationSchema.shape.name.safeParse(name),
  'own name': (name) => UpdateUserAccountSchema.shape.name.safeParse(name),
  'consultant name': (name) => CreateConsultantSchema.shape.name.safeParse(name),
  'employer contact_name': (name) => CreateEmployerSchema.shape.contact_name.safeParse(name),
};

describe("a person's name carries no web address and no email address", () => {
  it.each(Object.entries(PERSON_NAMES))('%s refuses a link or an address with the one-line rule', (_, parse) => {
    for (const value of [
      'Bob https://evil.example',
      'Visit evil.com now',
      'Bob www.example',
      'bob@evil.test',
      'Bob (x.co)',
      'mailto:bob',
      'Bob 203.0.113.7',
    ]) {
      const result = parse(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([MESSAGES.nameWithoutLinks]);
    }
    for (const value of ['Jean-Luc Picard', 'J. R. R. Tolkien', 'Mr. Smith', 'Zoë O’Brien', 'محمد علي']) {
      expect(parse(value).success, value).toBe(true);
    }
  });
});
