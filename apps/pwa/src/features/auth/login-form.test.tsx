import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';
import type { StepOutcome } from '@upah/ui/login-form';

afterEach(cleanup);

function setup(outcome: StepOutcome = { ok: true }) {
  const onSubmit = vi.fn(async (_phone: string, _password: string) => outcome);
  render(<LoginForm onSubmit={onSubmit} />);
  const phone = screen.getByLabelText('Nomor HP') as HTMLInputElement;
  const password = screen.getByLabelText('Password') as HTMLInputElement;
  const button = screen.getByRole('button', { name: 'Masuk' }) as HTMLButtonElement;
  return { onSubmit, phone, password, button };
}

describe('LoginForm', () => {
  it('§5 login: the button is disabled until phone and password are both filled', () => {
    const { phone, password, button } = setup();
    expect(button.disabled).toBe(true);
    fireEvent.change(phone, { target: { value: '0811' } });
    expect(button.disabled).toBe(true);
    fireEvent.change(password, { target: { value: 'p' } });
    expect(button.disabled).toBe(false);
    fireEvent.change(phone, { target: { value: '   ' } });
    expect(button.disabled).toBe(true);
  });

  it('§9 login: submitting the form (Enter) sends the typed phone and password once', async () => {
    const { onSubmit, phone, password } = setup();
    fireEvent.change(phone, { target: { value: '081100000001' } });
    fireEvent.change(password, { target: { value: 'rahasia123' } });
    const form = phone.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit).toHaveBeenCalledWith('081100000001', 'rahasia123');
  });

  it('§5 login: with an empty field, submitting does not call the action', () => {
    const { onSubmit, phone } = setup();
    fireEvent.change(phone, { target: { value: '0811' } });
    const form = phone.closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("§8 login: a failure shows its text ('Password salah') and keeps both values", async () => {
    const { phone, password, button } = setup({ ok: false, text: 'Password salah' });
    fireEvent.change(phone, { target: { value: '081100000001' } });
    fireEvent.change(password, { target: { value: 'salah' } });
    fireEvent.click(button);
    expect(await screen.findByText('Password salah')).toBeTruthy();
    expect(phone.value).toBe('081100000001');
    expect(password.value).toBe('salah');
    expect(button.disabled).toBe(false);
  });
});
