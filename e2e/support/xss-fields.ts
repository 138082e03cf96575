import type { APIRequestContext } from '@playwright/test';
import { InviteAccountUserSchema } from '../../packages/contract/src/account-users';
import { ApplyFieldsSchema } from '../../packages/contract/src/candidate-site';
import { CreateConsultantSchema } from '../../packages/contract/src/consultants';
import { CreateEmployerSchema } from '../../packages/contract/src/employers';
import { mailTo } from './mail';
import { ENTERPRISE } from './session';
import { expect } from './test';
import { applyAs, PAYLOADS, spread, type Owner, type Pack, type Tally } from './xss-seed';

/* eslint-disable no-control-regex -- control characters are what a one-line field refuses */
/** A one-line field refuses line breaks and control characters: they are taken out first (the refusal has its own tests). */
const ONE_LINE = PAYLOADS.map((p) => p.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ''));
/** No text input takes a NUL (decision 0078). */
const NO_NUL = PAYLOADS.map((p) => p.replace(/\u0000/g, ''));
/* eslint-enable no-control-regex */

export const tally: Tally = { stored: 0, refused: 0, dropped: 0, fields: new Map() };

/** The packs of one field, its payloads first passed through the contract's own schema for it. */
const fieldOf =
  (mark: (kind: string) => (i: number) => string) =>
  (
    name: string,
    max: number,
    kind: string,
    records: number,
    payloads: readonly string[],
    accepts: (value: string) => boolean = () => true,
  ): Pack[] => {
    const taken = payloads.filter(accepts);
    tally.refused += payloads.length - taken.length;
    const { packs, dropped } = spread(max, mark(kind), records, taken);
    tally.dropped += dropped;
    const stored = packs.reduce((sum, pack) => sum + pack.parts.length, 0);
    tally.stored += stored;
    tally.fields.set(name, stored);
    return packs;
  };
const at = (packs: Pack[], i: number) => (packs[i % packs.length] as Pack).value;

export interface Seeded {
  jobs: string[];
  employers: number[];
  consultants: number[];
  applications: string[];
  seekers: string[];
  mailed: string[];
}

/**
 * Stores the payloads through the API in every field globex/partners renders (decision 0099), as
 * its account owner and as candidates on its candidate site; `run` marks this run's records.
 */
export async function seedEveryField(o: Owner, request: APIRequestContext, run: string): Promise<Seeded> {
  const mark = (kind: string) => (i: number) => `Xq${run}${kind}${String(i)}`;
  const field = fieldOf(mark);
  // Tags: one cut payload each, twenty to a job.
  const tagPacks = field('tag name', 50, 't', PAYLOADS.length, ONE_LINE);
  const tagIds: number[] = [];
  for (const pack of tagPacks) tagIds.push((await o.ok('post', '/v1/site/tags', { name: pack.value })).data.id);

  // Option lists and stages: their labels.
  for (const list of ['work_type', 'industry', 'business_size'] as const) {
    const labels = field(
      `${list} option label`,
      120,
      list[0] === 'w' ? 'w' : list[0] === 'i' ? 'i' : 'z',
      20,
      ONE_LINE,
    );
    for (const [i, pack] of labels.entries()) {
      await o.ok('post', '/v1/site/field-options', {
        list,
        label: pack.value,
        value: `x${run}${list[0] ?? ''}${String(i)}`,
      });
    }
  }
  const stages = field('stage name', 120, 's', 40, ONE_LINE);
  for (const [i, pack] of stages.entries()) {
    await o.ok('post', '/v1/site/application-stages', { label: pack.value, value: `x${run}s${i}` });
  }

  // Mail templates: what the candidate and the employer receive when an application arrives.
  const plain = NO_NUL.filter((p) => !p.includes('{{'));
  tally.refused += (NO_NUL.length - plain.length) * 2;
  const subjects = field(
    'mail subject',
    200,
    'm',
    2,
    ONE_LINE.filter((p) => !p.includes('{{')),
  );
  await o.ok('put', '/v1/site/mail-templates/application_received', {
    subject: at(subjects, 0),
    body: `Hello {{name}},\n\n${plain.join('\n')}\n\n{{job_title}} {{business_name}} {{site_title}}`,
  });
  await o.ok('put', '/v1/site/mail-templates/application_to_employer', {
    subject: at(subjects, 1),
    body: `${plain.join('\n')}\n\n{{candidate_name}} {{job_title}} {{answers}}\n\n{{link}}\n`,
  });
  tally.stored += plain.length * 2;
  tally.fields.set('mail body (two templates)', plain.length);

  // Branding: the site's title and the sign-in page's texts.
  const settings = (await o.ok('get', '/v1/site/settings')).data.branding;
  const titles = field('site title', 120, 'b', 6, ONE_LINE);
  const subtitles = field('page subtitle', 300, 'B', 3, NO_NUL);
  await o.ok('put', '/v1/site/settings/branding', {
    title: at(titles, 0),
    primary_color: settings.primary_color,
    primary_darken_color: settings.primary_darken_color,
    login: { title: at(titles, 1), subtitle: at(subtitles, 0) },
    forgot_password: { title: at(titles, 2), subtitle: at(subtitles, 1) },
    register: { title: at(titles, 3), subtitle: at(subtitles, 2) },
  });

  // People invited to the site: their names, in the account's user list and the invitation mail.
  const invite = (i: number) => ({
    scope_type: 'site',
    scope_id: o.siteId,
    role: 'recruiter',
    email: `invitee.${run}.${String(i)}@example.test`,
  });
  const inviteName = (value: string) => InviteAccountUserSchema.safeParse({ ...invite(0), name: value }).success;
  const people = field('person name (invitation)', 255, 'u', 3, ONE_LINE, inviteName);
  for (const [i, pack] of people.entries()) {
    await o.ok('post', '/v1/accounts/users', { ...invite(i), name: pack.value });
  }
  // Accepted, they are users of the account, listed by name.
  for (const i of people.keys()) {
    const token = /accept-invitation\?token=([\w-]+)/.exec(await mailTo(invite(i).email))?.[1];
    const accepted = await request.post('/portal/auth/accept-invitation', {
      headers: ENTERPRISE,
      data: { token, password: 'xss-pass-1234', password_confirmation: 'xss-pass-1234' },
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
  }

  // Employers: their names and facts.
  const E = 12;
  const personName = (value: string) => CreateEmployerSchema.shape.contact_name.safeParse(value).success;
  const names = field('employer name', 255, 'e', E, ONE_LINE);
  const contacts = field('contact name', 255, 'n', E, ONE_LINE, personName);
  const registrations = field('registration number', 64, 'g', E, ONE_LINE);
  const addresses = field('address', 500, 'a', E, NO_NUL);
  const employers: number[] = [];
  for (let i = 0; i < E; i++) {
    const body = {
      type: 'business',
      business_name: at(names, i),
      contact_name: at(contacts, i),
      business_size: `x${run}b${String(i)}`,
      registration_number: at(registrations, i),
      industry: `x${run}i${String(i)}`,
      address: at(addresses, i),
      business_website: 'https://bakery.example.test/',
      contact_email: `owner.${run}.${String(i)}@example.test`,
    };
    employers.push((await o.ok('post', '/v1/employers', body)).data.id);
  }

  // Consultants: names, titles and the rich-text bio.
  const C = 8;
  const cName = (value: string) => CreateConsultantSchema.shape.name.safeParse(value).success;
  const cNames = field('consultant name', 255, 'c', C, ONE_LINE, cName);
  const cTitles = field('consultant job title', 255, 'j', C, ONE_LINE);
  const bios = field('consultant bio (rich text)', 5000, 'r', C, NO_NUL);
  const consultants: number[] = [];
  for (let i = 0; i < C; i++) {
    const body = {
      name: at(cNames, i),
      email: `consultant.${run}.${String(i)}@example.test`,
      job_title: at(cTitles, i),
      bio: at(bios, i),
    };
    consultants.push((await o.ok('post', '/v1/consultants', body)).data.id);
  }

  // Jobs: every text of the advert; the first is published and takes applications.
  const J = 10;
  const titles2 = field('job title', 150, 'J', J, ONE_LINE);
  const references = field('job reference', 64, 'R', J, ONE_LINE);
  const payRanges = field('pay range', 120, 'P', J, ONE_LINE);
  const descriptions = field('job description (rich text)', 20_000, 'D', J, NO_NUL);
  const sellingPoints = field('key selling points (rich text)', 3000, 'K', J, NO_NUL);
  const linkLabels = field('link label', 100, 'L', J * 5, ONE_LINE);
  const questions = field('screening question', 300, 'Q', 19, ONE_LINE);
  const choices = field('question choice', 150, 'C', 10, ONE_LINE);
  const hiring = `hire.${run}@partners.example.test`;
  const jobs: string[] = [];
  for (let i = 0; i < J; i++) {
    const body = {
      employer_id: employers[0],
      title: at(titles2, i),
      reference: at(references, i),
      pay_range: at(payRanges, i),
      work_type: `x${run}w${String(i)}`,
      description: at(descriptions, i),
      key_selling_points: at(sellingPoints, i),
      links: [0, 1, 2, 3, 4].map((l) => ({ label: at(linkLabels, i * 5 + l), url: 'https://example.test/' })),
      consultant_ids: consultants.slice(0, 5),
      tag_ids: tagIds.slice(i * 20, i * 20 + 20),
      apply_on: 'site',
      application_emails: [hiring],
      ...(i === 0
        ? {
            screening_questions: [
              ...questions.map((q) => ({ kind: 'free_text', text: q.value })),
              { kind: 'single_choice', text: `Xq${run} choice`, choices: choices.map((c) => c.value) },
            ],
          }
        : {}),
    };
    jobs.push((await o.ok('post', '/v1/jobs', body)).data.uuid);
  }
  const products = (await o.ok('get', '/v1/credit/credit-actions')).data;
  const published = await o.ok('post', `/v1/jobs/${jobs[0] ?? ''}/publish`, {
    product: products[0]?.uuid,
    pay_with: 'none',
  });
  if (published.data.status === 'on_hold') await o.ok('post', `/v1/jobs/${jobs[0] ?? ''}/approve`, {});

  // Candidates apply on the candidate site: names, cover notes, answers, file names.
  const A = 3;
  const candidateName = (value: string) => ApplyFieldsSchema.shape.first_name.safeParse(value).success;
  const firsts = field('candidate first name', 120, 'f', A, ONE_LINE, candidateName);
  const lasts = field('candidate last name', 120, 'l', A, ONE_LINE, candidateName);
  const notes = field('cover note', 2000, 'N', A, NO_NUL);
  const answers = field('screening answer', 2000, 'A', 19, NO_NUL);
  // A stored name keeps no control or bidi character and ends in the type's extension (files/file-name.ts).
  const fileNames = field('uploaded file name', 140, 'F', A * 6, ONE_LINE);
  const mailed: string[] = [hiring, ...people.map((_p, i) => invite(i).email)];
  for (let i = 0; i < A; i++) {
    const email = `cand.${run}.${String(i)}@candidates.example.test`;
    mailed.push(email);
    const res = await applyAs(
      request,
      jobs[0] ?? '',
      {
        first_name: at(firsts, i),
        last_name: at(lasts, i),
        email,
        cover_note: at(notes, i),
        answers: JSON.stringify({
          ...Object.fromEntries(answers.map((a, q) => [String(q), a.value])),
          '19': choices[1]?.value ?? '',
        }),
      },
      fileNames.slice(i * 6, i * 6 + 6).map((f) => f.value),
    );
    expect(res.status, res.text).toBe(201);
  }

  // Candidates' reports on the job, and staff feedback on each application.
  const comments = field('flag and feedback comments', 2000, 'G', 4, NO_NUL);
  for (const [i, pack] of comments.entries()) {
    const url = `/portal/v1/public/sites/partners.globex.test/jobs/${jobs[0] ?? ''}/${i % 2 ? 'feedback' : 'flag'}`;
    const data =
      i % 2
        ? { rating: 2, recommend_employer: false, comments: pack.value }
        : { reason: 'other', comments: pack.value };
    const res = await request.post(url, { headers: { 'X-AF-EID': 'portal-demo' }, data });
    expect(res.status(), await res.text()).toBeLessThan(300);
  }
  const list = await o.ok('get', `/v1/applications?search=${run}&per_page=100`);
  const applications: string[] = list.data.map((a: { uuid: string }) => a.uuid);
  const seekers: string[] = [
    ...new Set<string>(list.data.map((a: { seeker?: { uuid: string } }) => a.seeker?.uuid).filter(Boolean)),
  ];
  const feedback = field('application feedback', 2000, 'V', applications.length, NO_NUL);
  for (const [i, uuid] of applications.entries()) {
    await o.ok('post', `/v1/applications/${uuid}/seeker-application-feedback`, {
      rating: 3,
      comments: at(feedback, i),
    });
    await o.ok('post', `/v1/applications/${uuid}/stage`, { stage: `x${run}s${String(i)}` });
  }
  return { jobs, employers, consultants, applications, seekers, mailed };
}
