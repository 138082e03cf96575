/**
 * The `data` of the application and employer events (decision 0106): ids, uuids and the fields the
 * site's own lists show, never a candidate's contact details or answers (a receiver with a right
 * to them reads them through the API).
 */
export const applicationData = (
  application: { uuid: string; status: string; stage: string | null; employer_id: number },
  job: { uuid: string },
) => ({
  application: {
    uuid: application.uuid,
    status: application.status,
    stage: application.stage,
    employer_id: application.employer_id,
    job_uuid: job.uuid,
  },
});

export const employerData = (employer: { id: number; business_name: string; status: string; created_at: Date }) => ({
  employer: {
    id: employer.id,
    business_name: employer.business_name,
    status: employer.status,
    created_at: employer.created_at.toISOString(),
  },
});
