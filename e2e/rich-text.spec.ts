import { expect, test, type Locator, type Page } from './support/test';
import { signIn } from './support/session';

const CREATE = '/acme/careers/consultants/create';
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

/** What Word puts on the clipboard for a heading, a styled line and a two-level bulleted list. */
const WORD_HTML =
  `<html><head><style>p.MsoNormal{margin:0}</style></head><body>` +
  `<p class=MsoNormal><b><span style='color:red'>Duties</span></b><o:p></o:p></p>` +
  [
    [1, 'Hire'],
    [2, 'Interview'],
    [1, 'Train'],
  ]
    .map(
      ([level, text]) =>
        `<p class=MsoListParagraph style='text-indent:-18.0pt;mso-list:l0 level${String(level)} lfo1'>` +
        `<![if !supportLists]><span style='font-family:Symbol'><span style='mso-list:Ignore'>·` +
        `<span style='font:7.0pt "Times New Roman"'>&nbsp;&nbsp; </span></span></span><![endif]>${String(text)}<o:p></o:p></p>`,
    )
    .join('') +
  `<table><tr><td>Cell</td></tr></table><img src="https://example.test/x.png"></body></html>`;

/** Pastes HTML into the editor the way the browser's clipboard would hand it over. */
async function pasteHtml(editor: Locator, html: string) {
  await editor.evaluate((element, data) => {
    const clipboard = new DataTransfer();
    clipboard.setData('text/html', data);
    clipboard.setData('text/plain', 'Duties');
    element.dispatchEvent(new ClipboardEvent('paste', { clipboardData: clipboard, bubbles: true, cancelable: true }));
  }, html);
}

/** The bio's editor, once its chunk (fetched when the form opens) is in. */
async function openBio(page: Page, label = 'Short bio'): Promise<Locator> {
  await page.goto(CREATE);
  const bio = page.getByRole('textbox', { name: label });
  await expect(bio).toBeVisible({ timeout: 20_000 });
  return bio;
}

test.describe('the rich-text editor, as a site admin', () => {
  test('applies a link with Ctrl+K and Enter without saving the form, and saves it with the link', async ({ page }) => {
    // A whole create journey (form, editor chunk, save, detail page): over 30 s on a loaded 2-core runner.
    test.slow();
    await signIn(page, 'admin@acme.test');
    const name = `Rita Rahman ${unique()}`;
    const bio = await openBio(page);
    await page.getByLabel(/^Name/).fill(name);
    await page.getByLabel(/^Email/).fill('rita@example.test');
    await page.getByLabel(/^Job title/).fill('Recruiter');
    await bio.click();
    await page.keyboard.type('Our site');
    await page.keyboard.press('Shift+Home');
    await page.keyboard.press('ControlOrMeta+k');
    const dialog = page.getByRole('dialog', { name: 'Link' });
    await dialog.getByLabel('Link address').fill('example.test/jobs');
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // Issue 20: the dialog's Enter used to submit the page's form, which saved without the link.
    await expect(page).toHaveURL(new RegExp(`${CREATE}$`));
    await expect(bio.getByRole('link', { name: 'Our site' })).toHaveAttribute('href', 'https://example.test/jobs');

    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Our site' })).toHaveAttribute('href', 'https://example.test/jobs');
  });

  test('formats by keyboard, takes an input method’s text, and cleans a Word paste', async ({ page }) => {
    await signIn(page, 'admin@acme.test');
    const bio = await openBio(page);
    await bio.click();
    await page.keyboard.type('- One');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('Two');
    await expect(bio.locator('ul > li')).toHaveText(['One', 'Two']);
    await expect(bio.locator('li strong')).toHaveText('Two');

    // An input method's text arrives when it is committed.
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.imeSetComposition', { text: 'にほ', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.imeSetComposition', { text: '日本', selectionStart: 2, selectionEnd: 2 });
    await cdp.send('Input.insertText', { text: '日本' });
    await expect(bio.locator(':scope > p').last()).toHaveText('日本');

    await pasteHtml(bio, WORD_HTML);
    await expect(bio.locator(':scope > ul').last().locator(':scope > li')).toHaveText([/^Hire\s*Interview$/, 'Train']);
    await expect(bio.locator('ul ul > li')).toHaveText('Interview');
    await expect(bio).not.toContainText('·');
    await expect(bio.locator('table, img, [style]')).toHaveCount(0);
  });

  test('writes right to left in Arabic', async ({ page }) => {
    await signIn(page, 'admin@acme.test', { 'portal-settings': { language: 'ar' } });
    const bio = await openBio(page, 'نبذة قصيرة');
    await expect(bio).toHaveAttribute('dir', 'rtl');
    await bio.click();
    await page.keyboard.type('مرحبا بكم');
    await expect(bio).toHaveText('مرحبا بكم');
  });
});
