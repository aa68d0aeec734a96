/**
 * Amount slider (SPEC §2, §5, §9): from the minimum to the cap in steps of 10,000, the amount shown in
 * Rupiah. Bounds and snapping are core's (`sliderBounds`, `snapAmount`).
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { formatRupiah, parseRupiahInput } from '@upah/core/format';
import { type SliderBounds, snapAmount } from '@upah/core/rules/ewa';
import { useId } from 'react';
import { useCopy } from '../../../lib/use-copy';

export interface AmountSliderProps {
  readonly bounds: SliderBounds;
  readonly value: number;
  readonly disabled: boolean;
  readonly onChange: (amount: number) => void;
}

export function AmountSlider({ bounds, value, disabled, onChange }: AmountSliderProps) {
  const { label } = useCopy();
  const id = useId();
  const rangeId = `${id}-range`;
  const shown = formatRupiah(value);
  return (
    <div className="withdraw-amount">
      <label className="withdraw-amount__label" htmlFor={id}>
        {label(dashboardLabels.amountLabel)}
      </label>
      <output className="withdraw-amount__value" htmlFor={id} aria-live="polite">
        {shown}
      </output>
      <input
        id={id}
        className="withdraw-amount__slider"
        type="range"
        min={bounds.min}
        max={bounds.max}
        step={bounds.step}
        value={value}
        disabled={disabled || !bounds.usable}
        aria-valuetext={shown}
        aria-describedby={rangeId}
        onChange={(event) =>
          // the one money parser, as every amount input reads
          onChange(snapAmount(parseRupiahInput(event.currentTarget.value) ?? bounds.min, bounds))
        }
      />
      <p className="withdraw-amount__range muted" id={rangeId}>
        {label(dashboardLabels.amountRange, { min: formatRupiah(bounds.min), max: formatRupiah(bounds.max) })}
      </p>
    </div>
  );
}
