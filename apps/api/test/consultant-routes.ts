export const validConsultant = {
  name: 'Nora Nguyen',
  email: 'Nora@Example.test',
  phone: '+1 555 0300',
  job_title: 'Recruitment Consultant',
  bio: '<p>Places <strong>nurses</strong>.</p>',
};

/** Every consultant route for one id, as the tenancy and rights tests call them (delete last). */
export const consultantRoutes = (id: number) => [
  { method: 'GET' as const, url: `/portal/v1/consultants/${id}` },
  { method: 'PUT' as const, url: `/portal/v1/consultants/${id}`, payload: validConsultant },
  { method: 'POST' as const, url: `/portal/v1/consultants/${id}/activate`, payload: {} },
  { method: 'POST' as const, url: `/portal/v1/consultants/${id}/deactivate`, payload: {} },
  { method: 'POST' as const, url: '/portal/v1/consultants/bulk/activate', payload: { ids: [id] } },
  { method: 'POST' as const, url: '/portal/v1/consultants/bulk/deactivate', payload: { ids: [id] } },
  { method: 'DELETE' as const, url: `/portal/v1/consultants/${id}` },
];
