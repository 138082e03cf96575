import { render, screen } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { FormTextField } from './form-text-field';
import { TextInput } from './text-input';

interface Values {
  name: string;
  email: string;
  phone: string;
  website: string;
}

/** A form of an Arabic page: right to left, with a phone number already typed. */
function ArabicForm() {
  const { register } = useForm<Values>({
    defaultValues: { name: 'شركة', email: 'a@b.test', phone: '+1 555 0121', website: '' },
  });
  return (
    <form dir="rtl" lang="ar">
      <FormTextField name="name" label="الاسم" register={register} />
      <FormTextField name="email" label="البريد" type="email" register={register} />
      <FormTextField name="phone" label="الهاتف" type="tel" register={register} />
      <FormTextField name="website" label="الموقع" type="url" register={register} />
      <TextInput name="email" label="البريد الإلكتروني" type="email" register={register} />
    </form>
  );
}

describe('phone, e-mail and web address fields in a right-to-left form', () => {
  it('are typed and shown left to right, so +1 555 0121 is not laid out as 0121 555 1+', () => {
    render(<ArabicForm />);
    const phone = screen.getByLabelText('الهاتف');
    expect((phone as HTMLInputElement).value).toBe('+1 555 0121');
    expect(phone.getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('البريد').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('الموقع').getAttribute('dir')).toBe('ltr');
    expect(screen.getByLabelText('البريد الإلكتروني').getAttribute('dir')).toBe('ltr');
  });

  it('leaves other text in its own direction', () => {
    render(<ArabicForm />);
    expect(screen.getByLabelText('الاسم').hasAttribute('dir')).toBe(false);
  });
});
