import { RICH_TEXT_LINK } from '@portal/contract';
import { findUnsafeHtml } from '@portal/contract/testing/xss-payloads';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { LazyRichTextEditor } from './lazy-rich-text-editor';
import RichTextEditor from './rich-text-editor';

/** The editor in a form that keeps its value, as a page would; `values` records each change. */
function renderEditor(initial = '') {
  const values: string[] = [];
  function Form() {
    const [value, setValue] = useState(initial);
    return (
      <RichTextEditor
        label="Bio"
        value={value}
        onChange={(html) => {
          values.push(html);
          setValue(html);
        }}
      />
    );
  }
  renderWithProviders(<Form />);
  const area = screen.getByRole('textbox', { name: 'Bio' });
  return { area, values, last: () => values.at(-1), user: userEvent.setup() };
}

function select(node: Node, start: number, endNode: Node = node, end = start) {
  const range = document.createRange();
  range.setStart(node, start);
  range.setEnd(endNode, end);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

/** Places the caret in the first paragraph and types, as a user who clicked into it would. */
async function typeInto(area: HTMLElement, user: ReturnType<typeof userEvent.setup>, text: string) {
  area.focus();
  const block = area.querySelector('p, li, h2, h3') ?? area;
  select(block, block.childNodes.length && block.lastChild?.nodeName === 'BR' ? 0 : block.childNodes.length);
  await user.type(area, text, { skipClick: true });
}

function selectText(area: HTMLElement) {
  const range = document.createRange();
  range.selectNodeContents(area);
  document.getSelection()?.removeAllRanges();
  document.getSelection()?.addRange(range);
}

// Typing through user-event on a shared CPU takes seconds per test.
describe('RichTextEditor', { timeout: 20_000 }, () => {
  it('writes typed text as a paragraph', async () => {
    const { area, user, last } = renderEditor();
    await typeInto(area, user, 'Hello world');
    expect(last()).toBe('<p>Hello world</p>');
  });

  it('makes the selection bold, and plain again', async () => {
    const { area, user, last } = renderEditor('<p>Hello world</p>');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(last()).toBe('<p><strong>Hello world</strong></p>');
    expect(screen.getByRole('button', { name: 'Bold' }).getAttribute('aria-pressed')).toBe('true');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(last()).toBe('<p>Hello world</p>');
  });

  it('makes part of a bold run plain, keeping the rest bold', async () => {
    const { area, user, last } = renderEditor('<p><strong>one two three</strong></p>');
    const text = area.querySelector('strong')?.firstChild as Text;
    area.focus();
    select(text, 4, text, 7);
    await user.keyboard('{Control>}i{/Control}');
    await user.click(screen.getByRole('button', { name: 'Bold' }));
    expect(last()).toBe('<p><strong>one </strong><em>two</em><strong> three</strong></p>');
  });

  it('types bold text after Ctrl+B, and plain text again after a second Ctrl+B', async () => {
    const { area, user, last } = renderEditor();
    await typeInto(area, user, 'Plain ');
    await user.keyboard('{Control>}b{/Control}');
    await user.type(area, 'bold', { skipClick: true });
    await user.keyboard('{Control>}b{/Control}');
    await user.type(area, ' again', { skipClick: true });
    expect(last()).toBe('<p>Plain <strong>bold</strong> again</p>');
  });

  it('turns paragraphs into a bulleted list and back, and into headings', async () => {
    const { area, user, last } = renderEditor('<p>First</p><p>Second</p>');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(last()).toBe('<ul><li>First</li><li>Second</li></ul>');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(last()).toBe('<p>First</p><p>Second</p>');
    select(area.querySelector('p')?.firstChild as Text, 2);
    await user.click(screen.getByRole('button', { name: 'Heading' }));
    expect(last()).toBe('<h2>First</h2><p>Second</p>');
  });

  it('links the selection to a checked address, and refuses a script address', async () => {
    const { area, user, last } = renderEditor('<p>Our site</p>');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    let dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.click(within(dialog).getByLabelText('Link address'));
    await user.paste('javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(within(dialog).getByText(/Enter a web address/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(last()).toBeUndefined();

    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Link' }));
    dialog = await screen.findByRole('dialog', { name: 'Link' });
    await user.click(within(dialog).getByLabelText('Link address'));
    await user.paste('example.test/jobs');
    await user.click(within(dialog).getByRole('button', { name: 'Apply' }));
    const link = `target="${RICH_TEXT_LINK.target}" rel="${RICH_TEXT_LINK.rel}"`;
    expect(last()).toBe(`<p><a href="https://example.test/jobs" ${link}>Our site</a></p>`);
  });

  it('strips scripts and event handlers from pasted HTML before they reach the page', async () => {
    const { area, last } = renderEditor('<p>Start </p>');
    select(area.querySelector('p')?.firstChild as Text, 6);
    const html = '<b onclick="alert(1)">bold</b><script>alert(2)</script><img src=x onerror="alert(3)">';
    fireEvent.paste(area, {
      clipboardData: { getData: (type: string) => (type === 'text/html' ? html : 'bold') },
    });
    expect(area.innerHTML).not.toMatch(/script|onerror|onclick|<img/i);
    expect(last()).toBe('<p>Start <b>bold</b></p>');
    expect(findUnsafeHtml(last() ?? '')).toEqual([]);
  });

  it('pastes plain text lines as paragraphs', async () => {
    const { area, last } = renderEditor();
    select(area.querySelector('p') as Node, 0);
    fireEvent.paste(area, { clipboardData: { getData: (type: string) => (type === 'text/plain' ? 'a <b>\nb' : '') } });
    expect(last()).toBe('<p>a &lt;b&gt;</p><p>b</p>');
  });

  it('loads a stored value through the sanitiser', () => {
    const { area } = renderEditor('<p onclick="alert(1)">Hi<script>alert(2)</script></p>');
    expect(area.innerHTML).toBe('<p>Hi</p>');
  });

  it('undoes and redoes a change', async () => {
    const { area, user, last } = renderEditor('<p>Hello</p>');
    selectText(area);
    await user.click(screen.getByRole('button', { name: 'Italic' }));
    expect(last()).toBe('<p><em>Hello</em></p>');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last()).toBe('<p>Hello</p>');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(last()).toBe('<p><em>Hello</em></p>');
  });

  it('is one labelled toolbar stop, moved through with the arrow keys', async () => {
    const { user } = renderEditor();
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    const buttons = within(toolbar).getAllByRole('button');
    expect(buttons.filter((button) => button.tabIndex === 0)).toHaveLength(1);
    buttons[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Redo' }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bold' }));
  });
});

describe('LazyRichTextEditor', () => {
  it('holds the editor’s place, then shows it', async () => {
    renderWithProviders(<LazyRichTextEditor label="Bio" value="<p>Hi</p>" onChange={() => undefined} />);
    expect((await screen.findByRole('textbox', { name: 'Bio' })).textContent).toBe('Hi');
  });
});
