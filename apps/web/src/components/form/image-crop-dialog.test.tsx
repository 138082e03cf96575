import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { ImageCropDialog } from './image-crop-dialog';

const image = { src: 'blob:storefront', width: 600, height: 400 };

function renderDialog() {
  const calls = { onCrop: vi.fn(), onKeep: vi.fn(), onCancel: vi.fn() };
  renderWithProviders(<ImageCropDialog image={image} aspect={{ width: 4, height: 1 }} {...calls} />);
  return calls;
}

describe('ImageCropDialog', () => {
  it('crops the band the slider chose, moved by the arrow keys and End', async () => {
    const user = userEvent.setup();
    const { onCrop } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Crop the image' });
    expect(dialog.textContent).toContain('This field shows images at 4:1; yours is 600 × 400 px.');
    expect(screen.getByText('Kept: 600 × 150 px.')).toBeTruthy();
    const slider = screen.getByRole('slider', { name: 'Position from the top' });
    expect(slider.getAttribute('aria-valuetext')).toBe('50%');
    slider.focus();
    await user.keyboard('{End}');
    expect(slider.getAttribute('aria-valuetext')).toBe('100%');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Crop and upload' }));
    expect(onCrop).toHaveBeenCalledWith({ x: 0, y: 248, width: 600, height: 150 });
  });

  it('uploads the image as it is, or cancels without uploading', async () => {
    const user = userEvent.setup();
    const { onCrop, onKeep, onCancel } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Upload as it is' }));
    expect(onKeep).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledOnce();
    expect(onCrop).not.toHaveBeenCalled();
  });
});
