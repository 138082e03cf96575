import { fileUrl } from '@portal/contract';
import type { Config } from '../../config.js';
import { publicBase } from '../../lib/public-url.js';
import type { ListRowOf } from '../../lib/resource/scoped-repository.js';
import type { LiveJob, liveJobRows } from './public-jobs-repository.js';

/** A row of the public feed: what a candidate reads, no internal id, no knockout answer. */
export const toPublicJob = ({ job, employer }: ListRowOf<typeof liveJobRows>) => ({
  uuid: job.uuid,
  title: job.title,
  reference: job.reference,
  employer,
  work_type: job.work_type,
  classification: job.classification,
  pay_range: job.pay_range,
  advert_end_date: job.advert_end_date,
  published_at: job.published_at?.toISOString() ?? null,
});

/** The public detail: the advert, its banner as a public link, the questions without their knockout answers. */
export const toPublicJobDetail = (config: Pick<Config, 'PUBLIC_URL' | 'PORT'>, record: LiveJob) => ({
  ...toPublicJob(record),
  description: record.job.description,
  key_selling_points: record.job.key_selling_points,
  banner_url: record.job.banner_file_id ? `${publicBase(config)}${fileUrl(record.job.banner_file_id, 'banner')}` : null,
  apply_on: record.job.apply_on,
  application_url: record.job.apply_on === 'external' ? record.job.application_url : null,
  questions_position: record.job.questions_position,
  screening_questions: record.job.screening_questions.map(({ kind, text, choices }) => ({ kind, text, choices })),
});
