import { LanguageChoice } from '@upah/ui/language-choice';
import { setLang } from '../lib/lang';
import { useCopy } from '../lib/use-copy';

/**
 * The Bahasa (default) / English switch: SPEC §2 register step 1 and the terms; Profil, where the
 * choice is remembered (lib/lang persists it). `name` keeps two switches on one page apart.
 */
export function LanguageSwitch({ name = 'app-language' }: { name?: string }) {
  const { lang } = useCopy();
  return (
    <LanguageChoice
      className="segmented"
      legendClassName="sr-only"
      optionClassName="segmented__option"
      name={name}
      lang={lang}
      onChange={setLang}
    />
  );
}
