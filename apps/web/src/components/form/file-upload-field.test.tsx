import { fileTypeMessage, imageTooLargeMessage, MESSAGES, type FileRef, type StoredFile } from '@portal/contract';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-error';
import { uploadFile, type UploadOptions } from '../../lib/upload-file';
import { renderWithProviders } from '../../testing/render';
import { FileUploadField } from './file-upload-field';

vi.mock('../../lib/upload-file', () => ({ uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);

const stored: StoredFile = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'logo',
  name: 'acme.png',
  mime: 'image/png',
  size: 1200,
  url: '/files/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  created_at: '2026-11-23T10:00:00.000Z',
};

function Harness({ initial = null, onChange }: { initial?: FileRef | null; onChange: (v: FileRef | null) => void }) {
  const [value, setValue] = useState<FileRef | null>(initial);
  return (
    <FileUploadField
      kind="logo"
      label="Logo"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

function renderField(initial: FileRef | null = null) {
  const onChange = vi.fn();
  renderWithProviders(<Harness initial={initial} onChange={onChange} />);
  const group = screen.getByRole('group', { name: 'Logo' });
  const input = group.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  return { onChange, group, input };
}

const png = (bytes = 1200) => new File([new Uint8Array(bytes)], 'acme.png', { type: 'image/png' });

describe('FileUploadField', () => {
  beforeEach(() => {
    uploadMock.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it("shows the kind's allowed types and maximum size, and opens the picker from the keyboard", async () => {
    const user = userEvent.setup();
    const { group, input } = renderField();
    expect(
      within(group).getByText('Allowed file types: PNG, JPEG, WebP. Maximum size: 2 MB. Images up to 4 megapixels.'),
    ).toBeTruthy();
    expect(input.accept).toContain('image/png');
    const click = vi.spyOn(input, 'click');
    await user.tab();
    const button = within(group).getByRole('button', { name: 'Choose a file' });
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-describedby')).toBeTruthy();
    await user.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('uploads the picked file with progress, then shows its preview and name and hands the form its uuid and URL', async () => {
    const user = userEvent.setup();
    let finish: (file: StoredFile) => void = () => undefined;
    let progress: UploadOptions['onProgress'];
    uploadMock.mockImplementation((_kind, _file, options) => {
      progress = options?.onProgress;
      return new Promise((resolve) => (finish = resolve));
    });
    const { group, input, onChange } = renderField();
    await user.upload(input, png());
    expect(uploadMock).toHaveBeenCalledWith('logo', expect.any(File), expect.anything());

    act(() => progress?.(0.4));
    const bar = within(group).getByRole('progressbar', { name: 'Uploading Logo' });
    expect(bar.getAttribute('aria-valuenow')).toBe('40');
    expect(within(group).getByRole('button', { name: 'Choose a file' }).getAttribute('aria-disabled')).toBe('true');

    await act(async () => finish(stored));
    expect(onChange).toHaveBeenCalledWith({ id: stored.id, url: stored.url, name: 'acme.png' });
    expect(within(group).queryByRole('progressbar')).toBeNull();
    expect(within(group).getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe('blob:preview');
    expect(within(group).getByText('acme.png')).toBeTruthy();
    expect(within(group).getByRole('button', { name: 'Replace' })).toBeTruthy();
  });

  it("shows the server's 422 under the field, the kind's limits in the user's words", async () => {
    const user = userEvent.setup();
    uploadMock.mockRejectedValueOnce(new ApiError(422, MESSAGES.givenDataInvalid, { file: [fileTypeMessage('logo')] }));
    const { group, input, onChange } = renderField();
    await user.upload(input, png());
    expect((await within(group).findByRole('alert')).textContent).toBe('The file must be of type: PNG, JPEG, WebP.');

    uploadMock.mockRejectedValueOnce(new ApiError(422, MESSAGES.givenDataInvalid, { file: [MESSAGES.imageError] }));
    await user.upload(input, png());
    await vi.waitFor(() => expect(within(group).getByRole('alert').textContent).toBe('Image error.'));
    expect(onChange).not.toHaveBeenCalled();
  });

  it("shows the kind's pixel bound and a full storage quota (413) in the user's words", async () => {
    const user = userEvent.setup();
    uploadMock.mockRejectedValueOnce(
      new ApiError(422, MESSAGES.givenDataInvalid, { file: [imageTooLargeMessage('logo')] }),
    );
    const { group, input } = renderField();
    await user.upload(input, png());
    expect((await within(group).findByRole('alert')).textContent).toBe(
      'The image may not have more than 4 megapixels.',
    );

    uploadMock.mockRejectedValueOnce(new ApiError(413, MESSAGES.siteStorageFull));
    await user.upload(input, png());
    await vi.waitFor(() => expect(within(group).getByRole('alert').textContent).toBe(MESSAGES.siteStorageFull));
  });

  it('refuses a file over the limit before sending it', async () => {
    const user = userEvent.setup();
    const { group, input } = renderField();
    await user.upload(input, png(2 * 1024 * 1024 + 1));
    expect(within(group).getByRole('alert').textContent).toBe('The file may not be greater than 2 MB.');
    expect(uploadMock).not.toHaveBeenCalled();
  });

  it('shows a stored public image and removes it, leaving focus on the button that picks another', async () => {
    const user = userEvent.setup();
    const { group, onChange } = renderField({ id: stored.id, url: stored.url, name: 'acme.png' });
    expect(within(group).getByRole('img', { name: 'Preview of Logo' }).getAttribute('src')).toBe(stored.url);
    await user.click(within(group).getByRole('button', { name: 'Remove' }));
    expect(onChange).toHaveBeenCalledWith(null);
    expect(within(group).queryByRole('img')).toBeNull();
    expect(document.activeElement).toBe(within(group).getByRole('button', { name: 'Choose a file' }));
  });

  it('shows a banner cropped to its ratio with the recommended size, and "Image error." when the image cannot be read', () => {
    const banner = { id: stored.id, url: '/files/banner.png', name: 'banner.png' };
    renderWithProviders(
      <FileUploadField
        kind="banner"
        label="Banner"
        value={banner}
        onChange={vi.fn()}
        recommended="1000 × 250 px (1:4)."
        previewAspect={{ width: 4, height: 1 }}
      />,
    );
    const group = screen.getByRole('group', { name: 'Banner' });
    expect(group.textContent).toContain('1000 × 250 px (1:4).');
    const preview = within(group).getByRole('img', { name: 'Preview of Banner' });
    expect(getComputedStyle(preview).objectFit).toBe('cover');
    act(() => {
      preview.dispatchEvent(new Event('error'));
    });
    expect(within(group).queryByRole('img')).toBeNull();
    expect(within(group).getByRole('alert').textContent).toBe('Image error.');
  });
});
