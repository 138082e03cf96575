import type { OutgoingMail } from '../../mail/mailer.js';
import { linkMail } from '../../mail/templates.js';
import type { EmployerRow } from './repository.js';

export function approvedMail(employer: EmployerRow, to: string, loginUrl: string): OutgoingMail {
  return linkMail(
    to,
    'Your employer registration was approved',
    [
      `Hello ${employer.contact_name ?? employer.business_name},`,
      `The registration of ${employer.business_name} has been approved. You can now post jobs.`,
    ],
    { label: 'Sign in', url: loginUrl },
  );
}

export function rejectedMail(employer: EmployerRow, to: string, reason: string): OutgoingMail {
  const text = [
    `Hello ${employer.contact_name ?? employer.business_name},`,
    `The registration of ${employer.business_name} was not approved.`,
    `Reason: ${reason}`,
  ];
  return { to, subject: 'Your employer registration was not approved', text: text.join('\n\n') };
}
