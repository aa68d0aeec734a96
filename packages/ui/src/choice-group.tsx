import type { ReactNode } from 'react';

export interface Choice<V extends string | number> {
  value: V;
  /** What shows beside the radio (text, or a richer block such as a shift's days and times). */
  content: ReactNode;
  /** The option's accessible name when its content is not text (a flag and a dial code). */
  ariaLabel?: string;
}

export interface ChoiceGroupProps<V extends string | number> {
  /** The group's name, read out before its options (a fieldset's legend). */
  legend: ReactNode;
  /** `sr-only` hides the legend visually; default `field__label`, the label style of every field. */
  legendClassName?: string;
  /** The radios' `name`: two groups on one page need two names. */
  name: string;
  choices: readonly Choice<V>[];
  /** The chosen value, or null when none is chosen yet. */
  value: V | null;
  onChange: (value: V) => void;
  /** The fieldset's class (the layout of the group). */
  className?: string;
  /** Each option's class, or a function of whether it is the chosen one (for a highlighted card). */
  optionClassName?: string | ((checked: boolean) => string);
  /** A class for a box around the options (a grid beside the legend), when the layout needs one. */
  optionsClassName?: string;
  disabled?: boolean;
}

/**
 * One choice out of a few, as radio buttons in a fieldset with its legend: every radio group of both apps (language,
 * dial code, withdrawal source, overtime type, shift, clock-in or -out, camera, subordinate). Arrow keys move
 * between the options, as the browser does for radios of one name.
 */
export function ChoiceGroup<V extends string | number>({
  legend,
  legendClassName = 'field__label',
  name,
  choices,
  value,
  onChange,
  className,
  optionClassName,
  optionsClassName,
  disabled,
}: ChoiceGroupProps<V>) {
  const options = choices.map((choice) => {
    const checked = choice.value === value;
    const optionClass = typeof optionClassName === 'function' ? optionClassName(checked) : optionClassName;
    return (
      <label key={choice.value} className={optionClass}>
        <input
          type="radio"
          name={name}
          value={choice.value}
          checked={checked}
          onChange={() => onChange(choice.value)}
          aria-label={choice.ariaLabel}
        />
        {choice.content}
      </label>
    );
  });
  return (
    <fieldset className={className} disabled={disabled}>
      <legend className={legendClassName}>{legend}</legend>
      {optionsClassName ? <div className={optionsClassName}>{options}</div> : options}
    </fieldset>
  );
}
