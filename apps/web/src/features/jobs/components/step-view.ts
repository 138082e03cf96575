import type { JobView } from './job-facts';
import type { JobWizardValues } from './job-steps';
import type { StepRefs } from './step-refs';

/**
 * The form's values as the job's facts read them (decision 0074): every field by its name, empty
 * text as none, and what the form holds by id named — the employer and key contact by `names`, the
 * banner, consultants and tags by `refs`.
 */
export function viewOfValues(
  values: JobWizardValues,
  refs: StepRefs,
  names: { employer: string | null; keyContact: string | null },
): JobView {
  const plain = Object.fromEntries(
    Object.entries(values).map(([field, value]) => [field, value === '' || value === undefined ? null : value]),
  );
  const consultantIds = values.consultant_ids ?? [];
  return {
    ...(plain as unknown as JobView),
    employer: names.employer ? { name: names.employer } : null,
    key_contact: values.key_contact_id && names.keyContact ? { name: names.keyContact } : null,
    links: (values.links ?? []).map((link) => ({ label: link.label, url: link.url })),
    banner: values.banner_file_id ? refs.banner : null,
    consultants: consultantIds.map(
      (id) => refs.consultants.find((consultant) => consultant.id === id) ?? { id, name: `#${String(id)}` },
    ),
    tags: refs.tags.filter((tag) => (values.tag_ids ?? []).includes(tag.id)),
    application_emails: (values.application_emails ?? []).filter(Boolean),
    screening_questions: (values.screening_questions ?? []).map((question) => ({
      kind: question.kind,
      text: question.text,
      choices: question.choices ?? [],
      knockout_answer: question.knockout_answer ?? null,
    })),
    questions_position: values.questions_position ?? 'below',
  };
}
