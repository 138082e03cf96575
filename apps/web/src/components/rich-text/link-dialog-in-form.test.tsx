import { RICH_TEXT_LINK } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderEditor, selectAllOf } from '../../testing/rich-text';

// Issue 20: the link dialog's submit bubbled through its portal to the page's form, which saved
// the record without the link.
describe('RichTextEditor in a form', () => {
  it('applies a link with Enter without submitting the surrounding form', async () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => {
      event.preventDefault();
    });
    const { area, user, last } = renderEditor('<p>Our site</p>', (editor) => (
      <form onSubmit={onSubmit}>
        {editor}
        <button type="submit">Save</button>
      </form>
    ));
    selectAllOf(area);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.type(within(dialog).getByLabelText('Link address'), 'example.test/jobs{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    const link = `target="${RICH_TEXT_LINK.target}" rel="${RICH_TEXT_LINK.rel}"`;
    expect(last()).toBe(`<p><a href="https://example.test/jobs" ${link}>Our site</a></p>`);
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
