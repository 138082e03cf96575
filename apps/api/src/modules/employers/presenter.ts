import type { Employer } from '@portal/contract';
import type { EmployerRow } from './repository.js';

/** The API shape of an employer row. */
export function toEmployer(row: EmployerRow): Employer {
  return {
    id: row.id,
    type: row.type,
    business_name: row.business_name,
    business_website: row.business_website,
    business_size: row.business_size,
    registration_number: row.registration_number,
    industry: row.industry,
    contact_name: row.contact_name,
    contact_email: row.contact_email,
    address: row.address,
    phone: row.phone,
    status: row.status,
    live_jobs_count: row.live_jobs_count,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}
