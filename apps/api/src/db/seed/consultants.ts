import { sanitizeRichText } from '../../lib/rich-text.js';

/** Demo consultants of every site: three active, one inactive (decision 0016). */
export const CONSULTANT_SEEDS = [
  { name: 'Chloe Carter', job_title: 'Senior Recruitment Consultant', active: true },
  { name: 'Daniel Okafor', job_title: 'Hospitality Recruiter', active: true },
  { name: 'Priya Raman', job_title: 'Technology Talent Partner', active: true },
  { name: 'Marc Lefèvre', job_title: 'Recruitment Consultant', active: false },
] as const;

/** One site's consultant rows (emails carry the site name, so every site's demo data is its own). */
export function consultantSeedsFor(siteName: string) {
  return CONSULTANT_SEEDS.map((seed, i) => ({
    ...seed,
    email: `${seed.name.split(' ')[0]?.toLowerCase() ?? 'consultant'}@${siteName}.consultants.test`,
    phone: `+1 555 02${String(i).padStart(2, '0')}`,
    bio: sanitizeRichText(
      `<p><strong>${seed.name}</strong> places ${seed.job_title.toLowerCase()} roles and answers every application within two working days.</p>`,
    ),
  }));
}
