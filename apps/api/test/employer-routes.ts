export const validEmployer = { type: 'business', business_name: 'Sneaky Ltd' };

/** Every employer and employer-user route, aimed at one employer id (and a member / invitation id). */
export const employerRoutes = (id: number, memberId = 1, invitationId = 1) =>
  [
    { method: 'GET', url: `/portal/v1/employers/${id}`, writes: false },
    { method: 'PUT', url: `/portal/v1/employers/${id}`, payload: validEmployer, writes: true },
    { method: 'DELETE', url: `/portal/v1/employers/${id}`, writes: true },
    { method: 'POST', url: `/portal/v1/employers/${id}/approve`, writes: true },
    { method: 'POST', url: `/portal/v1/employers/${id}/reject`, payload: { reason: 'x' }, writes: true },
    { method: 'POST', url: `/portal/v1/employers/${id}/enable`, writes: true },
    { method: 'POST', url: `/portal/v1/employers/${id}/disable`, writes: true },
    { method: 'POST', url: '/portal/v1/employers/bulk/approve', payload: { ids: [id] }, writes: true },
    { method: 'POST', url: '/portal/v1/employers/bulk/reject', payload: { ids: [id], reason: 'x' }, writes: true },
    { method: 'POST', url: '/portal/v1/employers/bulk/enable', payload: { ids: [id] }, writes: true },
    { method: 'POST', url: '/portal/v1/employers/bulk/disable', payload: { ids: [id] }, writes: true },
    { method: 'GET', url: `/portal/v1/employers/${id}/users`, writes: false },
    {
      method: 'POST',
      url: `/portal/v1/employers/${id}/users`,
      payload: { email: 'spy@acme.test', role: 'employer-admin' },
      writes: true,
    },
    {
      method: 'PATCH',
      url: `/portal/v1/employers/${id}/users/${memberId}`,
      payload: { role: 'employer-admin' },
      writes: true,
    },
    { method: 'DELETE', url: `/portal/v1/employers/${id}/users/${memberId}`, writes: true },
    { method: 'GET', url: `/portal/v1/employers/${id}/invitations`, writes: false },
    { method: 'DELETE', url: `/portal/v1/employers/${id}/invitations/${invitationId}`, writes: true },
  ] as const;
