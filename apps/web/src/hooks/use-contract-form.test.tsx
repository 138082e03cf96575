import { MESSAGES } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { FormAlert } from '../components/form/form-alert';
import { ApiError } from '../lib/api-client';
import { defaultValuesOf, useContractForm } from './use-contract-form';

const Schema = z.object({ email: z.email(), name: z.string().min(1) });

function InviteForm({ send }: { send: (values: z.output<typeof Schema>) => Promise<void> }) {
  const { register, submit, alert, formState } = useContractForm(Schema, { defaultValues: { email: '', name: '' } });
  return (
    <form noValidate onSubmit={submit(send)}>
      <FormAlert message={alert} />
      <label>
        Email <input {...register('email')} />
      </label>
      <span>{formState.errors.email?.message}</span>
      <label>
        Name <input {...register('name')} />
      </label>
      <span>{formState.errors.name?.message}</span>
      <button type="submit">Send</button>
    </form>
  );
}

async function fillAndSend(send: (values: z.output<typeof Schema>) => Promise<void>) {
  const user = userEvent.setup();
  render(<InviteForm send={send} />);
  await user.type(screen.getByLabelText('Email'), 'nia@example.test');
  await user.type(screen.getByLabelText('Name'), 'Nia');
  await user.click(screen.getByRole('button', { name: 'Send' }));
  return user;
}

describe('useContractForm', () => {
  it('validates with the contract schema before anything is sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    const user = userEvent.setup();
    render(<InviteForm send={send} />);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(send).not.toHaveBeenCalled();
    expect(document.querySelectorAll('span')[0]?.textContent).not.toBe('');
  });

  it('sends the parsed values', async () => {
    const send = vi.fn(() => Promise.resolve());
    await fillAndSend(send);
    expect(send).toHaveBeenCalledWith({ email: 'nia@example.test', name: 'Nia' });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('puts a 422 under its fields and focuses the first', async () => {
    await fillAndSend(() =>
      Promise.reject(new ApiError(422, MESSAGES.givenDataInvalid, { email: ['This address is taken.'] })),
    );
    expect(await screen.findByText('This address is taken.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows any other failure (429, a network error) in the form alert, and clears it on the next submit', async () => {
    let fail = true;
    const user = await fillAndSend(() =>
      fail ? Promise.reject(new ApiError(429, MESSAGES.tooManyAttempts)) : Promise.resolve(),
    );
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.tooManyAttempts);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('defaultValuesOf', () => {
  const Form = z.object({
    name: z.string().min(1),
    phone: z.string().nullish(),
    photo: z.uuid().nullish(),
    active: z.boolean().default(true),
    tags: z.array(z.string()),
    user_id: z.number().nullish(),
  });

  it('gives each field of the schema its blank on create', () => {
    expect(defaultValuesOf(Form)).toEqual({ name: '', phone: '', photo: '', active: true, tags: [], user_id: null });
  });

  it("takes the record's values, a null text as '', and what `from` maps from another shape", () => {
    const record = { name: 'Nia', phone: null, photo: { id: 'f1' }, active: false, tags: ['a'], extra: 1 };
    expect(defaultValuesOf(Form, record, { photo: 'f1' })).toEqual({
      name: 'Nia',
      phone: '',
      photo: 'f1',
      active: false,
      tags: ['a'],
      user_id: null,
    });
  });
});
