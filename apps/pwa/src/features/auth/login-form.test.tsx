import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { apiError } from '@upah/core/api/errors';
import {
  clearSignInWait,
  noteSignInFailure,
  resetSignInWait,
  SIGN_IN_WAIT_KEY,
  signInSecondsLeft,
  signInWaitUntil,
} from '@upah/core/stores/sign-in-wait';
import type { StepOutcome } from '@upah/ui/login-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoginForm } from './login-form';

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

describe('LoginForm under a sign-in limit (RFC 6585 429)', () => {
  afterEach(() => {
    vi.useRealTimers();
    clearSignInWait();
  });

  it('a throttled answer shows "Terlalu banyak percobaan. Coba lagi dalam m:ss.", counts down, keeps the submit disabled until it ends, and survives a reload', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const throttled = apiError({
      kind: 'throttled',
      status: 429,
      endpointId: 'auth.login',
      message: 'throttled',
      retryAfterSeconds: 65,
    });
    const { phone, password, button } = setup({ ok: false, text: 'x' });
    fireEvent.change(phone, { target: { value: '081100000001' } });
    fireEvent.change(password, { target: { value: 'rahasia123' } });
    expect(button.disabled).toBe(false);
    await act(async () => {
      noteSignInFailure(throttled);
    });
    expect(screen.getByTestId('sign-in-wait').textContent).toContain(
      'Terlalu banyak percobaan. Coba lagi dalam 1:05.',
    );
    expect(button.disabled).toBe(true);
    // The screen-reader copy is one alert with the starting text; the ticking copy is hidden from it.
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    await act(async () => {
      vi.advanceTimersByTime(6_000);
    });
    expect(screen.getByTestId('sign-in-wait').textContent).toContain('0:59');
    expect(localStorage.getItem(SIGN_IN_WAIT_KEY)).toBe(String(signInWaitUntil()));
    // A reload reads the moment back from storage.
    resetSignInWait();
    expect(signInSecondsLeft(signInWaitUntil())).toBe(59);
    await act(async () => {
      vi.advanceTimersByTime(59_000);
    });
    expect(screen.queryByTestId('sign-in-wait')).toBeNull();
    expect(button.disabled).toBe(false);
  });
});
