import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from './choice-group';

afterEach(cleanup);

function Harness({ initial }: { initial: 'clock-in' | 'clock-out' | null }) {
  const [value, setValue] = useState(initial);
  return (
    <ChoiceGroup
      legend="Tipe"
      name="type"
      value={value}
      onChange={setValue}
      optionClassName={(checked) => (checked ? 'option option--on' : 'option')}
      choices={[
        { value: 'clock-in', content: 'Masuk' },
        { value: 'clock-out', content: <span>Pulang</span>, ariaLabel: 'Absen pulang' },
      ]}
    />
  );
}

describe('ChoiceGroup', () => {
  it('DESIGN fields: a named group of radios; none chosen until the user picks one; the chosen option is marked', () => {
    render(<Harness initial={null} />);
    const group = screen.getByRole('group', { name: 'Tipe' });
    const radios = screen.getAllByRole('radio');
    expect(group.contains(radios[0] ?? null)).toBe(true);
    expect(radios.map((r) => (r as HTMLInputElement).checked)).toEqual([false, false]);

    fireEvent.click(screen.getByRole('radio', { name: 'Absen pulang' }));
    expect((screen.getByRole('radio', { name: 'Absen pulang' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('radio', { name: 'Absen pulang' }).closest('label')?.className).toBe(
      'option option--on',
    );
    expect(screen.getByRole('radio', { name: 'Masuk' }).closest('label')?.className).toBe('option');
  });

  it('DESIGN fields: a disabled group lets nothing be chosen', () => {
    render(
      <ChoiceGroup
        legend="Sumber"
        name="source"
        value="ewa"
        onChange={() => undefined}
        disabled
        choices={[
          { value: 'ewa', content: 'Gaji' },
          { value: 'wallet', content: 'Dompet' },
        ]}
      />,
    );
    expect(screen.getByRole('group', { name: 'Sumber' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('radio', { name: 'Dompet' }).matches(':disabled')).toBe(true);
  });
});
