import type { JobStepView } from './job-step-facts';
import type { JobWizardValues } from './job-steps';
import type { StepRefs } from './step-refs';

const text = (value: string | null | undefined) => (value ? value : null);

/** The form's values of the three middle steps as the detail shows them, its ids named by `refs`. */
export function stepViewOf(values: JobWizardValues, refs: StepRefs): JobStepView {
  const consultantIds = values.consultant_ids ?? [];
  return {
    description: text(values.description),
    key_selling_points: text(values.key_selling_points),
    links: (values.links ?? []).map((link) => ({ label: link.label, url: link.url })),
    banner: values.banner_file_id ? refs.banner : null,
    consultants: consultantIds.map(
      (id) => refs.consultants.find((consultant) => consultant.id === id) ?? { id, name: `#${String(id)}` },
    ),
    tags: refs.tags.filter((tag) => (values.tag_ids ?? []).includes(tag.id)),
    apply_on: values.apply_on ?? null,
    application_url: text(values.application_url),
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
