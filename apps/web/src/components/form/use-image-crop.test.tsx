import type { StoredFile } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { uploadFile } from '../../lib/upload-file';
import { renderWithProviders } from '../../testing/render';
import { FileUploadField } from './file-upload-field';

vi.mock('../../lib/upload-file', () => ({ uploadFile: vi.fn() }));
const uploadMock = vi.mocked(uploadFile);

const stored: StoredFile = {
  id: '3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  kind: 'banner',
  name: 'storefront.png',
  mime: 'image/png',
  size: 1200,
  url: '/files/3f1c2d4e-5a6b-4c7d-8e9f-0a1b2c3d4e5f',
  created_at: '2026-11-26T10:00:00.000Z',
};

/** The browser's decoder, as jsdom has none: answers the image's size, or refuses it. */
function decodesAs(size: { width: number; height: number } | 'unreadable') {
  const decode = vi.fn(() =>
    size === 'unreadable'
      ? Promise.reject(new Error('The source image could not be decoded.'))
      : Promise.resolve({ ...size, close: vi.fn() }),
  );
  vi.stubGlobal('createImageBitmap', decode);
}

async function pick(file: File) {
  renderWithProviders(
    <FileUploadField
      kind="banner"
      label="Banner"
      value={null}
      onChange={vi.fn()}
      previewAspect={{ width: 4, height: 1 }}
      crop
    />,
  );
  const input = screen.getByRole('group', { name: 'Banner' }).querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.setup().upload(input, file);
}

const picked = () => new File([new Uint8Array(1200)], 'storefront.png', { type: 'image/png' });

describe('an upload field that crops to its ratio', () => {
  beforeEach(() => {
    uploadMock.mockReset();
    uploadMock.mockResolvedValue(stored);
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks how to crop an image of another shape, and uploads it as it is when told to', async () => {
    decodesAs({ width: 600, height: 400 });
    const file = picked();
    await pick(file);
    // The crop dialog is its own chunk: on a busy 2-core runner loading it takes more than a second.
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' }, { timeout: 10_000 });
    expect(dialog.textContent).toContain('yours is 600 × 400 px');
    expect(uploadMock).not.toHaveBeenCalled();
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Upload as it is' }));
    await waitFor(() => {
      expect(uploadMock).toHaveBeenCalledWith('banner', file, expect.anything());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads at once an image already at the ratio', async () => {
    decodesAs({ width: 1000, height: 250 });
    const banner = picked();
    await pick(banner);
    await waitFor(() => {
      expect(uploadMock).toHaveBeenCalledWith('banner', banner, expect.anything());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('uploads at once a file the browser cannot read, so the server says why ("Image error.")', async () => {
    decodesAs('unreadable');
    const broken = picked();
    await pick(broken);
    await waitFor(() => {
      expect(uploadMock).toHaveBeenCalledWith('banner', broken, expect.anything());
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('gives focus back to the button that picked the file once "Crop and upload" sends it', async () => {
    decodesAs({ width: 600, height: 400 });
    // The upload is still under way when focus comes back: the button must stay reachable meanwhile.
    uploadMock.mockReturnValue(new Promise(() => undefined));
    const user = userEvent.setup();
    renderWithProviders(
      <FileUploadField
        kind="banner"
        label="Banner"
        value={null}
        onChange={vi.fn()}
        previewAspect={{ width: 4, height: 1 }}
        crop
      />,
    );
    const chooser = screen.getByRole('button', { name: 'Choose a file' });
    chooser.focus();
    const input = screen.getByRole('group', { name: 'Banner' }).querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    await user.upload(input, picked());
    const dialog = await screen.findByRole('dialog', { name: 'Crop the image' }, { timeout: 10_000 });
    await user.click(within(dialog).getByRole('button', { name: 'Crop and upload' }));
    await waitFor(() => {
      expect(uploadMock).toHaveBeenCalled();
    });
    await waitFor(() => {
      expect(screen.queryByRole('dialog')).toBeNull();
    });
    await waitFor(() => {
      expect(document.activeElement).toBe(chooser);
    });
  });
});
