import type { Lang } from '@upah/core/catalogue';
import { languageLabels } from '@upah/core/catalogue/labels-shell';
import { ChoiceGroup } from '@upah/ui/choice-group';
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
    <ChoiceGroup
      className="segmented"
      legend={label(languageLabels.language)}
      legendClassName="sr-only"
      optionClassName="segmented__option"
      name={name}
      value={lang}
      onChange={setLang}
      choices={OPTIONS.map((option) => ({
        value: option.lang,
        content: <span lang={option.lang}>{label(option.label)}</span>,
      }))}
    />
  );
}
