import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { WithPermissions } from '../../testing/session';
import { useNavItems } from './use-nav-items';

function Menu() {
  const items = useNavItems();
  return (
    <ul>
      {items.map((item) => (
        <li key={item.path} data-path={item.path} aria-current={item.active ? 'page' : undefined}>
          {item.label}
        </li>
      ))}
    </ul>
  );
}

/** The menu a user sees on a page, read from the features' manifests. */
function menuOf(path: string, entries: string[], employerEntries?: string[]) {
  const element = (
    <WithPermissions entries={entries} employerEntries={employerEntries}>
      <Menu />
    </WithPermissions>
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return screen.getAllByRole('listitem').map((item) => [item.textContent, item.dataset.path]);
}

describe('the main menu (features/manifests.ts)', () => {
  it("shows a site admin every feature's entries in the list's order, with the selected site's paths", () => {
    expect(menuOf('/', ['all'])).toEqual([
      ['Dashboard', '/'],
      ['Employers', '/acme/careers/employers'],
      ['Registrations on hold', '/acme/careers/employers/hold'],
      ['Jobs', '/acme/careers/jobs'],
      ['Jobs on hold', '/acme/careers/jobs/hold'],
      ['Flagged jobs', '/acme/careers/jobs/flagged-jobs'],
      ['Applications', '/acme/careers/applications'],
      ['Candidates', '/acme/careers/seekers'],
      ['Consultants', '/acme/careers/consultants'],
      ['Credits', '/acme/careers/credit-system'],
      ['Audit log', '/acme/careers/audit'],
      ['Settings', '/acme/careers/settings'],
      ['Sites', '/acme/sites'],
      ['Users', '/acme/users'],
      ['Content editor', '/second-page'],
    ]);
  });

  it('shows each entry only to a user whose rights allow it', () => {
    expect(menuOf('/', ['employers.read'])).toEqual([
      ['Dashboard', '/'],
      ['Employers', '/acme/careers/employers'],
      ['Registrations on hold', '/acme/careers/employers/hold'],
    ]);
  });

  it("shows an employer's member their own employer, once one is selected", () => {
    expect(menuOf('/', [], ['employer.read', 'credits.read'])).toEqual([
      ['Dashboard', '/'],
      ['My employer', '/acme/careers/employer'],
      ['Credits', '/acme/careers/credit-system'],
    ]);
  });

  it('marks the most specific entry the page lies in', () => {
    menuOf('/acme/careers/employers/hold?page=2', ['employers.read']);
    expect(screen.getByRole('listitem', { current: 'page' }).textContent).toBe('Registrations on hold');
  });
});
