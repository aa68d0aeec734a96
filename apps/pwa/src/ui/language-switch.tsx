import type { Lang } from '@upah/core/catalogue';
import { languageLabels } from '@upah/core/catalogue/labels-shell';
import { setLang } from '../lib/lang';
import { useCopy } from '../lib/use-copy';

const OPTIONS: readonly { lang: Lang; label: typeof languageLabels.languageId }[] = [
  { lang: 'id', label: languageLabels.languageId },
  { lang: 'en', label: languageLabels.languageEn },
];

/**
 * The Bahasa (default) / English switch: SPEC §2 register step 1 and the terms; Profil, where the
 * choice is remembered (lib/lang persists it). `name` keeps two switches on one page apart.
 */
export function LanguageSwitch({ name = 'app-language' }: { name?: string }) {
  const { lang, label } = useCopy();
  return (
    <fieldset className="segmented">
      <legend className="sr-only">{label(languageLabels.language)}</legend>
      {OPTIONS.map((option) => (
        <label key={option.lang} className="segmented__option">
          <input
            type="radio"
            name={name}
            value={option.lang}
            checked={lang === option.lang}
            onChange={() => setLang(option.lang)}
          />
          <span lang={option.lang}>{label(option.label)}</span>
        </label>
      ))}
    </fieldset>
  );
}
