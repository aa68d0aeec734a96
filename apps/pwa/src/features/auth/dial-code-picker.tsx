import type { Entry } from '@upah/core/catalogue';
import { countryLabels, forgetPasswordLabels } from '@upah/core/catalogue/labels-auth';
import { COUNTRIES, type Country } from '@upah/core/contract/country';
import { ChoiceGroup } from '@upah/ui/choice-group';
import { useCopy } from '../../lib/use-copy';

/**
 * The contract's flag URLs point at a flag image service (SPEC §7 third-party calls), which does not work
 * offline; the app ships its own small SVG flags in public/flags and maps the ISO code to them.
 */
export function flagSrc(country: Pick<Country, 'iso'>): string {
  return `/flags/${country.iso.toLowerCase()}.svg`;
}

/** A country's name in the catalogue, else the contract's name. */
function countryEntry(country: Country): Entry {
  return (
    (countryLabels as Record<string, Entry | undefined>)[country.iso] ?? {
      id: country.name,
      en: country.name,
    }
  );
}

/** SPEC §2 reset step 1: choose the dial code, +62 (default), +65 or +1, each with its flag. */
export function DialCodePicker({ value, onChange }: { value: string; onChange: (dial: string) => void }) {
  const { label } = useCopy();
  return (
    <ChoiceGroup
      className="dial-picker"
      legend={label(forgetPasswordLabels.dialCode)}
      optionsClassName="cols-3"
      optionClassName="dial-picker__option"
      name="dial-code"
      value={value}
      onChange={onChange}
      choices={COUNTRIES.map((country) => ({
        value: country.dial,
        ariaLabel: `${label(countryEntry(country))} ${country.dial}`,
        content: (
          <>
            <img src={flagSrc(country)} alt="" width="28" height="20" />
            <span aria-hidden="true">{country.dial}</span>
          </>
        ),
      }))}
    />
  );
}
