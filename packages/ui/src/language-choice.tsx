/**
 * Bahasa Indonesia (the default) or English: the language choice of both apps (the PWA's register step, terms and
 * Profil; the console's Settings), each language named in itself. The look is the caller's (its classes).
 */
import { type Lang, tr } from '@upah/core/catalogue';
import { languageLabels } from '@upah/core/catalogue/labels-shell';
import { ChoiceGroup, type ChoiceGroupProps } from './choice-group';

const LANGUAGES = [
  { lang: 'id', label: languageLabels.languageId },
  { lang: 'en', label: languageLabels.languageEn },
] as const;

export type ChoiceLook = Pick<ChoiceGroupProps<string>, 'className' | 'optionClassName' | 'legendClassName'>;

export function LanguageChoice({
  lang,
  onChange,
  name = 'lang',
  ...look
}: ChoiceLook & { lang: Lang; onChange: (lang: Lang) => void; name?: string }) {
  return (
    <ChoiceGroup<Lang>
      {...look}
      legend={tr(languageLabels.language, lang)}
      name={name}
      value={lang}
      onChange={onChange}
      choices={LANGUAGES.map((option) => ({
        value: option.lang,
        content: <span lang={option.lang}>{tr(option.label, lang)}</span>,
      }))}
    />
  );
}
