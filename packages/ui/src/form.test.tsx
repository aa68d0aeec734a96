import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Form } from './form';

afterEach(cleanup);

describe('Form', () => {
  it('DESIGN forms: submit calls onSubmit without loading a page; the browser validation bubbles stay off', () => {
    const onSubmit = vi.fn();
    render(
      <Form onSubmit={onSubmit} aria-label="Izin">
        <input aria-label="Keterangan" required />
        <button type="submit">Kirim</button>
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'Izin' }) as HTMLFormElement;
    expect(form.noValidate).toBe(true);
    expect(form.className).toBe('stack');
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    fireEvent(form, submit);
    expect(submit.defaultPrevented).toBe(true);
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
