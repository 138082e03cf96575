import { APPLICATION_STAGE_LIST, type FieldOptionList } from '@portal/contract';

type Options = [value: string, label: string][];

/** The option lists a site starts with (decision 0015); sites rename, reorder and retire them later. */
export const FIELD_OPTIONS: Record<FieldOptionList, Options> = {
  work_type: [
    ['full_time', 'Full time'],
    ['part_time', 'Part time'],
    ['contract', 'Contract'],
    ['temporary', 'Temporary'],
    ['casual', 'Casual'],
    ['internship', 'Internship'],
  ],
  pay_type: [
    ['hourly', 'Hourly rate'],
    ['daily', 'Daily rate'],
    ['weekly', 'Weekly salary'],
    ['monthly', 'Monthly salary'],
    ['annual', 'Annual salary'],
  ],
  classification: [
    ['accounting', 'Accounting'],
    ['administration', 'Administration & office support'],
    ['construction', 'Construction'],
    ['education', 'Education & training'],
    ['engineering', 'Engineering'],
    ['healthcare', 'Healthcare & medical'],
    ['hospitality', 'Hospitality & tourism'],
    ['it', 'Information & communication technology'],
    ['marketing', 'Marketing & communications'],
    ['retail', 'Retail & consumer products'],
    ['sales', 'Sales'],
    ['trades', 'Trades & services'],
    ['transport', 'Transport & logistics'],
  ],
  currency: [
    ['USD', 'US dollar (USD)'],
    ['EUR', 'Euro (EUR)'],
    ['GBP', 'Pound sterling (GBP)'],
    ['AUD', 'Australian dollar (AUD)'],
    ['CAD', 'Canadian dollar (CAD)'],
    ['NZD', 'New Zealand dollar (NZD)'],
    ['AED', 'UAE dirham (AED)'],
  ],
  visa_type: [
    ['citizen', 'Citizen'],
    ['permanent_resident', 'Permanent resident'],
    ['work_visa', 'Work visa'],
    ['working_holiday', 'Working holiday visa'],
    ['student_visa', 'Student visa'],
    ['sponsorship_required', 'Requires sponsorship'],
  ],
  desired_work_type: [
    ['full_time', 'Full time'],
    ['part_time', 'Part time'],
    ['contract', 'Contract'],
    ['temporary', 'Temporary'],
    ['casual', 'Casual'],
    ['remote', 'Remote'],
  ],
  industry: [
    ['hospitality', 'Hospitality'],
    ['retail', 'Retail'],
    ['technology', 'Technology'],
    ['healthcare', 'Healthcare'],
    ['construction', 'Construction'],
    ['education', 'Education'],
    ['finance', 'Finance'],
    ['household', 'Household services'],
  ],
  business_size: [
    ['1-10', '1–10 employees'],
    ['11-50', '11–50 employees'],
    ['51-200', '51–200 employees'],
    ['201-500', '201–500 employees'],
    ['500+', 'More than 500 employees'],
  ],
};

/** The stages an application moves through, in order; the last two end it. */
export const APPLICATION_STAGES: Options = [
  ['applied', 'Applied'],
  ['screening', 'Screening'],
  ['shortlisted', 'Shortlisted'],
  ['interviewed', 'Interviewed'],
  ['offered', 'Offered'],
  ['hired', 'Hired'],
  ['unsuccessful', 'Unsuccessful'],
];

/** Every list a site starts with, by the name it is stored under. */
export const DEFAULT_LISTS: Record<string, Options> = {
  ...FIELD_OPTIONS,
  [APPLICATION_STAGE_LIST]: APPLICATION_STAGES,
};
