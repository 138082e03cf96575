import { MESSAGES } from '@portal/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { filledDraft } from '../testing/fake-jobs-api';
import { describedText, EMPLOYER_USER, renderDraftWizard, SITE_ADMIN, WAIT } from '../testing/render-job-wizard';

describe('the Additional details step', () => {
  it('refuses a link without an http(s) address before sending, then saves links, consultants and tags', async () => {
    const { user, writes, calls } = renderDraftWizard('additional-details', SITE_ADMIN);
    expect(await screen.findByText('Description', undefined, WAIT)).toBeTruthy();
    // One form of the ratio, width:height as the crop dialog says it (the QA pass read “(1:4)” beside “4:1”).
    expect(screen.getByText(/1000 × 250 px \(4:1\)/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add a link' }));
    await user.type(screen.getByRole('textbox', { name: /^Link 1 label/ }), 'Our bakery');
    const url = screen.getByRole('textbox', { name: /^Link 1 address/ });
    await user.type(url, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => {
      expect(describedText(url)).toContain(MESSAGES.invalid);
    }, WAIT);
    expect(writes()).toEqual([]);

    await user.clear(url);
    await user.type(url, 'https://acme.test/bakery');
    await user.click(screen.getByRole('combobox', { name: 'Consultants shown' }));
    await user.click(await screen.findByRole('option', { name: 'Dan Desk' }, WAIT));
    await user.click(screen.getByRole('combobox', { name: 'Tags' }));
    await user.click(await screen.findByRole('option', { name: 'Seasonal' }, WAIT));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await screen.findByRole('heading', { level: 2, name: 'Application preferences' }, WAIT);
    const consultants = calls.find((call) => call.path === '/v1/consultants');
    expect(consultants?.search.get('filter[active]')).toBe('true');
    expect(writes()[0]?.body).toMatchObject({
      links: [{ label: 'Our bakery', url: 'https://acme.test/bakery' }],
      consultant_ids: [52],
      tag_ids: [62],
      banner_file_id: null,
    });
  });

  it('keeps a saved draft’s description, banner, consultants and tags in the next save', async () => {
    const { user, writes } = renderDraftWizard('additional-details', SITE_ADMIN, filledDraft);
    expect(await screen.findByRole('img', { name: 'Preview of Banner image' }, WAIT)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cara Consultant' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Application preferences' }, WAIT);
    expect(writes()[0]?.body).toMatchObject({
      description: filledDraft.description,
      banner_file_id: filledDraft.banner?.id,
      consultant_ids: [51],
      tag_ids: [61],
    });
  });

  it("shows an employer's user neither consultants nor tags, and sends neither", async () => {
    const { user, writes } = renderDraftWizard('additional-details', EMPLOYER_USER);
    await screen.findByRole('button', { name: 'Add a link' }, WAIT);
    expect(screen.queryByRole('combobox', { name: 'Consultants shown' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Tags' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('heading', { level: 2, name: 'Application preferences' }, WAIT);
    const [update] = writes();
    expect(update?.method).toBe('PATCH');
    expect(update?.body).not.toHaveProperty('consultant_ids');
    expect(update?.body).not.toHaveProperty('tag_ids');
    expect(update?.body).toHaveProperty('links', []);
  });
});
