import type { ConsultantDetail } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import { WithPermissions } from '../../../testing/session';
import { ConsultantDetailView } from './consultant-detail-view';

const consultant: ConsultantDetail = {
  id: 5,
  name: 'شيماء كارتر',
  email: 'chloe@careers.consultants.test',
  phone: '+1 555 0121',
  job_title: 'مستشارة توظيف',
  photo: null,
  bio: null,
  active: true,
  user: { id: 9, name: 'Chloe Carter', email: 'chloe@acme.test' },
  created_at: '2025-01-02T10:00:00.000Z',
  updated_at: '2025-01-02T10:00:00.000Z',
  created_by: null,
  updated_by: null,
  jobs: [],
};

/** The element isolating `text`, if any: a `<bdi>` that keeps it out of the words around it. */
const isolating = (text: string) => screen.getByText(text).closest('bdi');

describe('a consultant in a right-to-left page', () => {
  it('shows the phone number and e-mail addresses isolated left to right', () => {
    renderWithProviders(
      <div dir="rtl" lang="ar">
        <WithPermissions entries={['consultants.read']}>
          <ConsultantDetailView consultant={consultant} />
        </WithPermissions>
      </div>,
    );
    for (const text of ['+1 555 0121', 'chloe@careers.consultants.test', 'chloe@acme.test']) {
      expect(isolating(text)?.getAttribute('dir')).toBe('ltr');
    }
    // The linked user's name keeps its own direction, apart from the brackets around the address.
    expect(isolating('Chloe Carter')?.hasAttribute('dir')).toBe(false);
  });
});
