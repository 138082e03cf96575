import type { FileRef, JobDetail, TagRef } from '@portal/contract';
import { useState } from 'react';
import type { ConsultantOption } from '../../../api/consultants/active-consultants';

/** What the form holds as ids, with what shows them: the banner's file, the consultants' and tags' names. */
export interface StepRefs {
  banner: FileRef | null;
  consultants: ConsultantOption[];
  tags: TagRef[];
}

export function useStepRefs(job: JobDetail | null) {
  return useState<StepRefs>(() => ({
    banner: job?.banner ?? null,
    consultants: job?.consultants.map(({ id, name, job_title }) => ({ id, name, job_title })) ?? [],
    tags: job?.tags ?? [],
  }));
}
