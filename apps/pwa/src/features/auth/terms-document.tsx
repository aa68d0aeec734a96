import { tr } from '@upah/core/catalogue';
import { termsLabels } from '@upah/core/catalogue/labels-auth';
import { useLang } from '../../lib/lang';
import { termsDocument } from '@upah/core/catalogue/terms';

/** The terms and conditions text in the current language (SPEC §1, §2). `headingLevel` fits the page outline. */
export function TermsDocument({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const lang = useLang();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="terms">
      <p className="terms__updated">{tr(termsLabels.lastChanged, lang)}</p>
      {termsDocument.map((section) => (
        <section key={section.title.id} className="terms__section">
          <Heading className="terms__heading">{tr(section.title, lang)}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{tr(paragraph, lang)}</p>
          ))}
        </section>
      ))}
      <p className="terms__note">{tr(termsLabels.prevails, lang)}</p>
    </div>
  );
}
