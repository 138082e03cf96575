import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './helper.js';

interface Operation {
  requestBody?: { required?: boolean; content: Record<string, { schema: { required?: string[] } }> };
}
type Document = { paths: Record<string, Record<string, Operation>> };

const t = useTestApp();
let doc: Document;
beforeAll(async () => {
  doc = (await t.app.inject({ method: 'GET', url: '/portal/docs/json' })).json<Document>();
});

const bodyOf = (method: string, path: string) => {
  const body = doc.paths[path]?.[method]?.requestBody;
  if (!body) throw new Error(`${method} ${path} has no request body`);
  return body;
};

describe('GET /portal/docs/json', () => {
  it('marks a request body required exactly when its schema has required fields', () => {
    const bodies = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops).flatMap(([method, op]) =>
        op.requestBody ? [{ name: `${method} ${path}`, ...op.requestBody }] : [],
      ),
    );
    expect(bodies.length).toBeGreaterThan(10);
    for (const { name, required, content } of bodies) {
      const fields = content['application/json']?.schema.required ?? [];
      expect(required, name).toBe(fields.length > 0);
    }
  });

  it('does not require a body for approve, enable and disable, and requires the reason to reject', () => {
    for (const name of ['approve', 'enable', 'disable'])
      expect(bodyOf('post', `/portal/v1/employers/{id}/${name}`).required, name).toBe(false);
    expect(bodyOf('post', '/portal/v1/employers/{id}/reject')).toMatchObject({ required: true });
    expect(bodyOf('post', '/portal/v1/employers/bulk/approve')).toMatchObject({ required: true });
    expect(bodyOf('post', '/portal/v1/employers/export')).toMatchObject({ required: false });
  });

  it('leaves no internal marker in the document', () => {
    expect(JSON.stringify(doc)).not.toContain('x-portal-');
  });
});

describe('the routes whose body is optional', () => {
  it('accept a request without a body', async () => {
    const token = await t.login('admin@acme.test');
    const scope = { sid: t.ids.site('acme/careers') };
    const exported = await t.request({ method: 'POST', url: '/portal/v1/employers/export', token, scope });
    expect(exported.statusCode).toBe(202);
    const id = t.ids.employer('Acme Bakery');
    const enabled = await t.request({ method: 'POST', url: `/portal/v1/employers/${id}/enable`, token, scope });
    expect(enabled.statusCode).toBe(200);
    const rejected = await t.request({ method: 'POST', url: `/portal/v1/employers/${id}/reject`, token, scope });
    expect(rejected.statusCode).toBe(422);
  });
});
