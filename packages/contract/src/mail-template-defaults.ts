// The wording every mail starts from, and the values its preview shows (decision 0015): data, not rules.
import type { MailKind, MailTemplateText, MailValues } from './mail-templates.js';

/** The wording used until a site saves its own (and again after "reset to default"). */
export const DEFAULT_MAIL_TEMPLATES: Record<MailKind, MailTemplateText> = {
  password_reset: {
    subject: 'Reset your password',
    body: [
      'Hello {{name}},',
      'We received a request to reset the password of your {{site_title}} account.',
      'The link below works once and expires in {{expires_minutes}} minutes. If you did not ask for it, ignore this mail.',
      'Reset password: {{link}}',
    ].join('\n\n'),
  },
  invitation: {
    subject: 'You are invited to join {{invited_to}}',
    body: [
      'Hello {{name}},',
      'You have been invited to join {{invited_to}} on {{site_title}}. Open the link to accept; it works once, for {{expires_days}} days.',
      'If you did not expect this invitation, ignore this mail: nothing changes unless you accept.',
      'Accept the invitation: {{link}}',
    ].join('\n\n'),
  },
  employer_approved: {
    subject: 'Your employer registration was approved',
    body: [
      'Hello {{name}},',
      'The registration of {{business_name}} has been approved. You can now post jobs.',
      'Sign in: {{link}}',
    ].join('\n\n'),
  },
  employer_rejected: {
    subject: 'Your employer registration was not approved',
    body: ['Hello {{name}},', 'The registration of {{business_name}} was not approved.', 'Reason: {{reason}}'].join(
      '\n\n',
    ),
  },
  export_ready: {
    subject: 'Your {{export_name}} export is ready',
    body: [
      'Hello {{name}},',
      'Your export of {{row_count}} {{export_name}} is ready. The link needs you to be signed in.',
      'Download the export: {{link}}',
    ].join('\n\n'),
  },
  job_approved: {
    subject: 'Your job "{{job_title}}" is live',
    body: [
      'Hello {{name}},',
      'The job "{{job_title}}" of {{business_name}} has been approved and is now live on {{site_title}}.',
      'Sign in to see it: {{link}}',
    ].join('\n\n'),
  },
  job_rejected: {
    subject: 'Your job "{{job_title}}" was not approved',
    body: [
      'Hello {{name}},',
      'The job "{{job_title}}" of {{business_name}} was not approved on {{site_title}}.',
      'Reason: {{reason}}',
    ].join('\n\n'),
  },
  job_expiring: {
    subject: 'Your job "{{job_title}}" expires on {{end_date}}',
    body: [
      'Hello {{name}},',
      'The job "{{job_title}}" of {{business_name}} on {{site_title}} expires on {{end_date}}. After that day it is no longer shown to job seekers.',
      'Sign in to see it: {{link}}',
    ].join('\n\n'),
  },
  application_received: {
    subject: 'We received your application for "{{job_title}}"',
    body: [
      'Hello {{name}},',
      'Thank you for applying for "{{job_title}}" with {{business_name}} on {{site_title}}. We will be in touch.',
    ].join('\n\n'),
  },
  application_not_taken: {
    subject: 'An application for "{{job_title}}" with your address',
    body: [
      'Hello {{name}},',
      'Someone applied for "{{job_title}}" on {{site_title}} with your email address. No new application was made: {{outcome}}',
      'If it was not you, you need do nothing.',
    ].join('\n\n'),
  },
  application_status_changed: {
    subject: 'Application for "{{job_title}}": {{to_status}}',
    body: [
      'Hello {{name}},',
      'The application of {{candidate_name}} for "{{job_title}}" on {{site_title}} has moved from {{from_status}} to {{to_status}}.',
      'Stage: {{stage}}',
    ].join('\n\n'),
  },
  seeker_password_reset: {
    subject: 'Reset your {{site_title}} password',
    body: [
      'Hello {{name}},',
      'Someone asked to reset the password of {{email}} on {{site_title}}. Choose a new one within {{expires_minutes}} minutes: {{link}}',
      'If you did not ask for this, ignore this mail.',
    ].join('\n\n'),
  },
  application_to_employer: {
    subject: 'New application for "{{job_title}}": {{candidate_name}}',
    body: [
      'Hello,',
      '{{candidate_name}} applied for "{{job_title}}" with {{business_name}} on {{site_title}}.',
      'Email: {{candidate_email}}\nPhone: {{candidate_phone}}',
      'Answers:\n{{answers}}',
      'The application, with the resume and documents, opens once you sign in: {{link}}',
    ].join('\n\n'),
  },
  seeker_retention_warning: {
    subject: 'Your details on {{site_title}} will be erased on {{erase_date}}',
    body: [
      'Hello {{name}},',
      'You have not used {{site_title}} for a long time. Under its retention policy, your profile, your applications and the files you sent will be erased on {{erase_date}}.',
      'To keep them, sign in or apply for a job before that date. If you do nothing, they will be erased for good.',
    ].join('\n\n'),
  },
};

/** What the preview fills the placeholders with. */
export const MAIL_SAMPLE_VALUES: { [K in MailKind]: MailValues<K> } = {
  password_reset: {
    name: 'Jane Doe',
    email: 'jane.doe@example.com',
    site_title: 'Portal',
    link: 'https://portal.example.com/reset-password?token=sample',
    expires_minutes: '60',
  },
  invitation: {
    name: 'Jane Doe',
    invited_to: 'Acme Bakery',
    site_title: 'Portal',
    link: 'https://portal.example.com/accept-invitation?token=sample',
    expires_days: '7',
  },
  employer_approved: {
    name: 'Jane Doe',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    link: 'https://portal.example.com/login',
  },
  employer_rejected: {
    name: 'Jane Doe',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    reason: 'The registration number could not be verified.',
  },
  export_ready: {
    name: 'Jane Doe',
    export_name: 'employers',
    row_count: '42',
    site_title: 'Portal',
    link: 'https://portal.example.com/exports/sample',
  },
  job_approved: {
    name: 'Jane Doe',
    job_title: 'Pastry Chef',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    link: 'https://portal.example.com/login',
  },
  job_rejected: {
    name: 'Jane Doe',
    job_title: 'Pastry Chef',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    reason: 'The advert names no pay range.',
  },
  job_expiring: {
    name: 'Jane Doe',
    job_title: 'Pastry Chef',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
    end_date: '2026-12-31',
    link: 'https://portal.example.com/login',
  },
  application_received: {
    name: 'Sam Lee',
    job_title: 'Pastry Chef',
    business_name: 'Acme Bakery',
    site_title: 'Portal',
  },
  application_not_taken: {
    name: 'Sam Lee',
    job_title: 'Pastry Chef',
    site_title: 'Portal',
    outcome: 'You have already applied for this job.',
  },
  application_status_changed: {
    name: 'Jane Doe',
    candidate_name: 'Sam Lee',
    job_title: 'Pastry Chef',
    from_status: 'Applied',
    to_status: 'Shortlisted',
    stage: 'Phone screen',
    site_title: 'Portal',
  },
  seeker_password_reset: {
    name: 'Sam Lee',
    email: 'sam.lee@example.com',
    site_title: 'Portal',
    link: 'https://careers.example.com/reset-password?token=sample',
    expires_minutes: '60',
  },
  application_to_employer: {
    candidate_name: 'Sam Lee',
    candidate_email: 'sam.lee@example.com',
    candidate_phone: '+44 20 7946 0000',
    job_title: 'Pastry Chef',
    business_name: 'Acme Bakery',
    answers: 'Do you hold a food hygiene certificate? yes\nWhich shifts can you work? Nights, Weekends',
    site_title: 'Portal',
    link: 'https://portal.example.com/acme/careers/applications/sample',
  },
  seeker_retention_warning: {
    name: 'Sam Lee',
    site_title: 'Portal',
    erase_date: '2027-01-31',
  },
};
