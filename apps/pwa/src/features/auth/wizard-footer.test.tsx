import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WizardFooter } from './wizard-footer';

afterEach(cleanup);

function renderFooter(props: { step: number; total: number; canNext?: boolean; busy?: boolean }) {
  const onBack = vi.fn();
  const onCancel = vi.fn();
  const onSubmit = vi.fn((event: Event) => event.preventDefault());
  render(
    <>
      <form id="step-form" onSubmit={(event) => onSubmit(event.nativeEvent)} />
      <WizardFooter
        step={props.step}
        total={props.total}
        formId="step-form"
        canNext={props.canNext ?? true}
        busy={props.busy ?? false}
        onBack={onBack}
        onCancel={onCancel}
      />
    </>,
  );
  return { onBack, onCancel, onSubmit };
}

describe('WizardFooter', () => {
  it('§2 wizard footer: step 1 offers Cancel (no Back) and Berikutnya', () => {
    const { onCancel } = renderFooter({ step: 1, total: 4 });
    expect(screen.queryByRole('button', { name: 'Kembali' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeTruthy();
  });

  it('§2 wizard footer: a middle step offers Kembali and Berikutnya, no Cancel', () => {
    const { onBack } = renderFooter({ step: 2, total: 4 });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Kembali' }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('§2 wizard footer: on the last step Next is labelled Ok', () => {
    renderFooter({ step: 3, total: 3 });
    expect(screen.getByRole('button', { name: 'Ok' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Berikutnya' })).toBeNull();
  });

  it("§2 wizard footer: Next submits the step's form (runs its action) only when enabled", () => {
    const enabled = renderFooter({ step: 2, total: 4, canNext: true });
    fireEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(enabled.onSubmit).toHaveBeenCalledTimes(1);
    cleanup();
    renderFooter({ step: 2, total: 4, canNext: false });
    const next = screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('form')).toBe('step-form');
  });

  it('§2 wizard footer: while the action runs, Next is busy and Back is disabled', () => {
    renderFooter({ step: 2, total: 4, busy: true });
    const next = screen.getByRole('button', { name: 'Berikutnya' }) as HTMLButtonElement;
    expect(next.disabled).toBe(true);
    expect(next.getAttribute('aria-busy')).toBe('true');
    expect((screen.getByRole('button', { name: 'Kembali' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
