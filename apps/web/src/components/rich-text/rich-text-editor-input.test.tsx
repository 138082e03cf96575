import { ThemeProvider } from '@mui/material/styles';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEditor, select } from '../../testing/rich-text';
import { createAppTheme } from '../../lib/theme';

const rtl = createAppTheme({
  mode: 'light',
  direction: 'rtl',
  primary: '#7367F0',
  primaryDark: '#675DD8',
  bordered: false,
});

describe('RichTextEditor in Arabic and with an input method', () => {
  it('writes right to left in a right-to-left interface, with the toolbar’s arrows mirrored', async () => {
    const { area, user } = renderEditor('<p>مرحبا</p>', (editor) => (
      <ThemeProvider theme={rtl}>{editor}</ThemeProvider>
    ));
    expect(area.getAttribute('dir')).toBe('rtl');
    const toolbar = screen.getByRole('toolbar', { name: 'Text formatting' });
    within(toolbar).getAllByRole('button')[0]?.focus();
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Italic' }));
  });

  it('takes the text an input method composes once it is committed', async () => {
    const { area, last } = renderEditor('<p>Hi</p>');
    const text = area.querySelector('p')?.firstChild as Text;
    select(text, text.length);
    fireEvent.compositionStart(area, { data: '' });
    text.appendData('にほ');
    fireEvent.compositionUpdate(area, { data: 'にほ' });
    text.replaceData(text.length - 2, 2, '日本');
    fireEvent.compositionEnd(area, { data: '日本' });
    await waitFor(() => {
      expect(last()).toBe('<p>Hi日本</p>');
    });
  });
});
