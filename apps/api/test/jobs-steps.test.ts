import { describe, expect, it } from 'vitest';
import { fileTypeMessage, MESSAGES } from '@portal/contract';
import * as sample from './fixtures/sample-files.js';
import { useTestApp } from './helper.js';
import { jobCallers } from './jobs-lifecycle-helper.js';
import { upload } from './upload-helper.js';

const t = useTestApp();
const ids = t.ids;
const base = '/portal/v1/jobs';

const { admin, bakeryAdmin } = jobCallers(t);
type Who = Awaited<ReturnType<typeof admin>>;

async function draft(who: Who, payload: object = {}) {
  const body = { title: 'Pastry Chef', employer_id: ids.employer('Acme Bakery'), ...payload };
  const res = await t.request({ method: 'POST', url: base, ...who, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { uuid: string };
}
const patch = (who: Who, uuid: string, payload: object) =>
  t.request({ method: 'PATCH', url: `${base}/${uuid}`, ...who, payload });
const detail = async (who: Who, uuid: string) =>
  (await t.request({ method: 'GET', url: `${base}/${uuid}/detail`, ...who })).json().data;
const errorsOf = (res: { statusCode: number; json(): { errors?: Record<string, string[]> } }) => {
  expect(res.statusCode).toBe(422);
  return res.json().errors ?? {};
};

describe('Additional details', () => {
  it('stores the description and key selling points sanitised, and reads them back', async () => {
    const who = await admin();
    const { uuid } = await draft(who);
    const res = await patch(who, uuid, {
      description: '<p onclick="steal()">Bake <strong>daily</strong><script>alert(1)</script></p>',
      key_selling_points: '<ul><li><a href="javascript:alert(1)">Free</a> bread</li></ul><iframe src="x"></iframe>',
      links: [{ label: 'Our bakery', url: 'https://bakery.example/about' }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const job = await detail(who, uuid);
    expect(job.description).toBe('<p>Bake <strong>daily</strong></p>');
    expect(job.key_selling_points).toBe('<ul><li><a>Free</a> bread</li></ul>');
    expect(job.links).toEqual([{ label: 'Our bakery', url: 'https://bakery.example/about' }]);
    // Markup with no text left is no description at all.
    await patch(who, uuid, { description: '<p><br></p>' });
    expect((await detail(who, uuid)).description).toBeNull();
  });

  it('refuses links that are not http(s), too many links and an over-long description, on their fields', async () => {
    const who = await admin();
    const { uuid } = await draft(who);
    const errors = errorsOf(
      await patch(who, uuid, {
        links: [
          { label: 'Run me', url: 'javascript:alert(1)' },
          { label: '', url: 'https://ok.example' },
        ],
        description: `<p>${'x'.repeat(20_001)}</p>`,
      }),
    );
    expect(errors).toEqual({
      'links.0.url': [MESSAGES.invalid],
      'links.1.label': [MESSAGES.required],
      description: [MESSAGES.tooLong],
    });
    const six = Array.from({ length: 6 }, (_, i) => ({ label: `L${i}`, url: `https://l${i}.example` }));
    expect(Object.keys(errorsOf(await patch(who, uuid, { links: six })))).toEqual(['links']);
  });

  it('takes an uploaded banner of the site and answers it with its link', async () => {
    const who = await admin();
    const banner = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'banner',
      filename: 'wide.png',
      data: await sample.pngBytes(400, 100),
    });
    expect(banner.statusCode).toBe(201);
    const file = banner.json().data;
    const { uuid } = await draft(who, { banner_file_id: file.id });
    expect((await detail(who, uuid)).banner).toEqual({ id: file.id, url: `/files/${file.id}`, name: 'wide.png' });
  });

  it('lets go of a replaced banner at once, and of the last one when the draft is deleted', async () => {
    const who = await admin();
    const send = async (name: string) =>
      (
        await upload(t, {
          token: who.token,
          sid: who.scope.sid,
          kind: 'banner',
          filename: name,
          data: await sample.pngBytes(),
        })
      ).json().data as { id: string; url: string };
    const [first, second] = [await send('one.png'), await send('two.png')];
    const served = async (file: { url: string }) => (await t.app.inject({ method: 'GET', url: file.url })).statusCode;
    const { uuid } = await draft(who, { banner_file_id: first.id });
    expect((await patch(who, uuid, { banner_file_id: second.id })).statusCode).toBe(200);
    expect([await served(first), await served(second)]).toEqual([404, 200]);
    await t.request({ method: 'DELETE', url: `${base}/${uuid}`, ...who });
    expect(await served(second)).toBe(404);
  });

  it('answers "Image error." for a banner that is not a readable image, and names the types for another file', async () => {
    const who = await admin();
    const unreadable = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'banner',
      filename: 'banner.png',
      data: await sample.brokenPngBytes(),
    });
    expect(errorsOf(unreadable)).toEqual({ file: [MESSAGES.imageError] });
    const pdf = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'banner',
      filename: 'b.png',
      data: sample.pdfBytes(),
    });
    expect(errorsOf(pdf)).toEqual({ file: [fileTypeMessage('banner')] });
  });

  it("refuses another site's file and another kind's file as the banner", async () => {
    const globex = { token: await t.login('owner@globex.test'), scope: { sid: ids.site('globex/talent') } };
    const theirs = await upload(t, {
      token: globex.token,
      sid: globex.scope.sid,
      kind: 'banner',
      filename: 'b.png',
      data: await sample.pngBytes(),
    });
    const who = await admin();
    const { uuid } = await draft(who);
    expect(errorsOf(await patch(who, uuid, { banner_file_id: theirs.json().data.id }))).toEqual({
      banner_file_id: [MESSAGES.fileNotOnSite],
    });
    const logo = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'logo',
      filename: 'l.png',
      data: await sample.pngBytes(),
    });
    expect(errorsOf(await patch(who, uuid, { banner_file_id: logo.json().data.id }))).toEqual({
      banner_file_id: [MESSAGES.fileWrongKind],
    });
  });

  it("lets an employer's user name only a banner their employer's members uploaded", async () => {
    const who = await admin();
    const bakery = await bakeryAdmin();
    const png = await sample.pngBytes();
    const staffBanner = await upload(t, {
      token: who.token,
      sid: who.scope.sid,
      kind: 'banner',
      filename: 's.png',
      data: png,
    });
    const post = (banner_file_id: string) =>
      t.request({ method: 'POST', url: base, ...bakery, payload: { title: 'Baker', banner_file_id } });
    expect(errorsOf(await post(staffBanner.json().data.id))).toEqual({ banner_file_id: [MESSAGES.fileNotOnSite] });
    const own = await upload(t, {
      token: bakery.token,
      sid: bakery.scope.sid,
      empid: bakery.scope.empid,
      kind: 'banner',
      filename: 'o.png',
      data: png,
    });
    expect(own.statusCode).toBe(201);
    expect((await post(own.json().data.id)).statusCode).toBe(201);
  });
});

describe('Application preferences', () => {
  it('stores where seekers apply, the address and the emails (lower-cased, each once)', async () => {
    const who = await admin();
    const { uuid } = await draft(who);
    const res = await patch(who, uuid, {
      apply_on: 'external',
      application_url: 'https://careers.bakery.example/apply?job=7',
      application_emails: ['Jobs@Bakery.example', 'jobs@bakery.example', 'hr@bakery.example'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await detail(who, uuid)).toMatchObject({
      apply_on: 'external',
      application_url: 'https://careers.bakery.example/apply?job=7',
      application_emails: ['jobs@bakery.example', 'hr@bakery.example'],
    });
  });

  it('refuses a choice that is not offered, a URL that is not http(s) and a malformed email, each on its field', async () => {
    const who = await admin();
    const { uuid } = await draft(who);
    const errors = errorsOf(
      await patch(who, uuid, {
        apply_on: 'fax',
        application_url: 'mailto:jobs@bakery.example',
        application_emails: ['jobs@bakery.example', 'not an email'],
      }),
    );
    expect(errors).toEqual({
      apply_on: [MESSAGES.invalid],
      application_url: [MESSAGES.invalidFormUrl],
      'application_emails.1': [MESSAGES.invalid],
    });
  });

  it('lets a draft leave the choice open; the address or an email is what publishing asks for', async () => {
    const who = await admin();
    const { uuid } = await draft(who, { apply_on: 'external' });
    expect(await detail(who, uuid)).toMatchObject({
      apply_on: 'external',
      application_url: null,
      application_emails: [],
    });
  });
});

describe('Screening questions', () => {
  const questions = [
    { kind: 'yes_no', text: 'Do you hold a food hygiene certificate?', knockout_answer: 'no' },
    { kind: 'free_text', text: 'Tell us about your favourite bake.' },
    { kind: 'single_choice', text: 'Which shift?', choices: ['Early', 'Late'], knockout_answer: null },
    {
      kind: 'multiple_choice',
      text: 'Which ovens have you used?',
      choices: ['Deck', 'Rack', 'Wood-fired'],
      knockout_answer: 'Deck',
    },
  ];

  it('keeps the questions in the order given, with their position beside the description', async () => {
    const who = await admin();
    const { uuid } = await draft(who, { screening_questions: questions, questions_position: 'above' });
    const job = await detail(who, uuid);
    expect(job.questions_position).toBe('above');
    expect(job.screening_questions).toEqual([
      { kind: 'yes_no', text: questions[0]?.text, choices: [], knockout_answer: 'no' },
      { kind: 'free_text', text: questions[1]?.text, choices: [], knockout_answer: null },
      { kind: 'single_choice', text: 'Which shift?', choices: ['Early', 'Late'], knockout_answer: null },
      {
        kind: 'multiple_choice',
        text: questions[3]?.text,
        choices: ['Deck', 'Rack', 'Wood-fired'],
        knockout_answer: 'Deck',
      },
    ]);
    const reordered = [questions[2], questions[0]];
    await patch(who, uuid, { screening_questions: reordered });
    expect((await detail(who, uuid)).screening_questions.map((q: { text: string }) => q.text)).toEqual([
      'Which shift?',
      questions[0]?.text,
    ]);
    expect((await detail(who, uuid)).questions_position).toBe('above');
  });

  it('refuses choices and knockout answers that do not fit the kind, on the question at fault', async () => {
    const who = await admin();
    const { uuid } = await draft(who);
    const errors = errorsOf(
      await patch(who, uuid, {
        screening_questions: [
          { kind: 'single_choice', text: 'Shift?' },
          { kind: 'multiple_choice', text: 'Ovens?', choices: ['Deck', 'deck'] },
          { kind: 'yes_no', text: 'Certified?', knockout_answer: 'maybe' },
          { kind: 'free_text', text: 'Why?', knockout_answer: 'because', choices: ['a'] },
          { kind: 'single_choice', text: 'Shift?', choices: ['Early', 'Late'], knockout_answer: 'Night' },
          { kind: 'essay', text: '' },
        ],
        questions_position: 'beside',
      }),
    );
    expect(errors).toEqual({
      'screening_questions.0.choices': [MESSAGES.required],
      'screening_questions.1.choices.1': [MESSAGES.invalid],
      'screening_questions.2.knockout_answer': [MESSAGES.invalid],
      'screening_questions.3.choices': [MESSAGES.invalid],
      'screening_questions.3.knockout_answer': [MESSAGES.invalid],
      'screening_questions.4.knockout_answer': [MESSAGES.invalid],
      'screening_questions.5.kind': [MESSAGES.invalid],
      'screening_questions.5.text': [MESSAGES.required],
      questions_position: [MESSAGES.invalid],
    });
  });
});
