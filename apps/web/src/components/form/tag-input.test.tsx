import { MESSAGES, type TagRef } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders, requestJson, requestUrl } from '../../testing/render';
import { WithPermissions } from '../../testing/session';
import { TagInput } from './tag-input';

const stamp = '2025-01-02T10:00:00.000Z';
const TAGS = [
  { id: 1, name: 'Graduate', color: '#1d4ed8' },
  { id: 2, name: 'Remote friendly', color: '#0f766e' },
  { id: 3, name: 'Urgent', color: '#b91c1c' },
].map((tag) => ({ ...tag, created_at: stamp, updated_at: stamp }));

/** The tags API: search by part of a name; POST adds a tag, or 422 when the name is taken. */
function mockApi() {
  return vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const url = new URL(requestUrl(input), 'http://portal.test');
    if (url.pathname !== '/portal/v1/site/tags') return Promise.resolve(jsonResponse(404, { message: 'Not found.' }));
    if (init?.method === 'POST') {
      const { name } = requestJson(init) as { name: string };
      // "Taken" stands for a tag another user created since the search answered.
      if (name === 'Taken' || TAGS.some((tag) => tag.name.toLowerCase() === name.toLowerCase())) {
        return Promise.resolve(
          jsonResponse(422, { message: MESSAGES.givenDataInvalid, errors: { name: [MESSAGES.tagNameTaken] } }),
        );
      }
      return Promise.resolve(
        jsonResponse(201, { data: { id: 9, name, color: '#7e22ce', created_at: stamp, updated_at: stamp } }),
      );
    }
    const term = (url.searchParams.get('search') ?? '').toLowerCase();
    const data = TAGS.filter((tag) => tag.name.toLowerCase().includes(term));
    return Promise.resolve(
      jsonResponse(200, { data, meta: { current_page: 1, per_page: 20, total: data.length, last_page: 1 } }),
    );
  });
}

function renderInput(entries: string[], initial: TagRef[] = []) {
  const changes: TagRef[][] = [];
  function Form() {
    const [tags, setTags] = useState(initial);
    return (
      <TagInput
        value={tags}
        onChange={(next) => {
          changes.push(next);
          setTags(next);
        }}
      />
    );
  }
  renderWithProviders(
    <WithPermissions entries={entries}>
      <Form />
    </WithPermissions>,
  );
  return { changes, input: screen.getByRole('combobox', { name: 'Tags' }), user: userEvent.setup() };
}

describe('TagInput', { timeout: 20_000 }, () => {
  it('finds the site’s tags as the user types and adds one with the keyboard', async () => {
    mockApi();
    const { input, user, changes } = renderInput(['tags.read']);
    await user.type(input, 'rem');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => {
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Remote friendly']);
    });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(changes.at(-1)).toEqual([{ id: 2, name: 'Remote friendly', color: '#0f766e' }]);
    expect(screen.getByRole('button', { name: 'Remote friendly' })).toBeTruthy();
  });

  it('says “No options found.” when nothing matches and the user may not create tags', async () => {
    mockApi();
    const { input, user } = renderInput(['tags.read']);
    await user.type(input, 'zzz');
    expect(await screen.findByText(MESSAGES.noOptions)).toBeTruthy();
    expect(screen.queryByText(/Create/)).toBeNull();
  });

  it('creates a tag from what was typed when the user may create tags', async () => {
    const fetchMock = mockApi();
    const { input, user, changes } = renderInput(
      ['tags.read', 'tags.create'],
      [{ id: 1, name: 'Graduate', color: '#1d4ed8' }],
    );
    await user.type(input, 'Night shift');
    await user.click(await screen.findByRole('option', { name: 'Create “Night shift”' }));
    await waitFor(() => {
      expect(changes.at(-1)?.map((tag) => tag.name)).toEqual(['Graduate', 'Night shift']);
    });
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(requestJson(post?.[1])).toEqual({ name: 'Night shift' });
  });

  it('offers no “Create” for a name the site already has', async () => {
    mockApi();
    const { input, user } = renderInput(['tags.read', 'tags.create']);
    await user.type(input, 'urgent');
    expect(await screen.findByRole('option', { name: 'Urgent' })).toBeTruthy();
    expect(screen.queryByRole('option', { name: /Create/ })).toBeNull();
  });

  it('says why a tag could not be created', async () => {
    mockApi();
    const { input, user, changes } = renderInput(['tags.read', 'tags.create']);
    await user.type(input, 'Taken');
    await user.click(await screen.findByRole('option', { name: 'Create “Taken”' }));
    expect(await screen.findByText(MESSAGES.tagNameTaken)).toBeTruthy();
    expect(changes).toEqual([]);
  });

  it('removes a tag with Backspace', async () => {
    mockApi();
    const { input, user, changes } = renderInput(
      ['tags.read'],
      [
        { id: 1, name: 'Graduate', color: '#1d4ed8' },
        { id: 3, name: 'Urgent', color: '#b91c1c' },
      ],
    );
    await user.click(input);
    await user.keyboard('{Backspace}');
    expect(changes.at(-1)?.map((tag) => tag.name)).toEqual(['Graduate']);
  });
});
