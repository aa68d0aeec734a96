import { termsLabels } from '@upah/core/catalogue/labels-auth';
import { termsDocument } from '@upah/core/catalogue/terms';
import { useCopy } from '../../lib/use-copy';

/** The terms and conditions text in the current language (SPEC §1, §2). `headingLevel` fits the page outline. */
export function TermsDocument({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { label } = useCopy();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="terms">
      <p className="terms__updated">{label(termsLabels.lastChanged)}</p>
      {termsDocument.map((section) => (
        <section key={section.title.id} className="terms__section">
          <Heading className="terms__heading">{label(section.title)}</Heading>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph.id}>{label(paragraph)}</p>
          ))}
        </section>
      ))}
      <p className="terms__note">{label(termsLabels.prevails)}</p>
    </div>
  );
}
