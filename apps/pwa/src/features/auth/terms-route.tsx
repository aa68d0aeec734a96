import { termsLabels } from '@upah/core/catalogue/labels-auth';
import { Button } from '@upah/ui/button';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useCopy } from '../../lib/use-copy';
import { LanguageSwitch } from '../../ui/language-switch';
import { Page } from '../../ui/page';
import { TermsDocument } from './terms-document';

/** SPEC §2: the long terms and conditions page (Indonesian, English alongside through the switch). */
export default function TermsRoute() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const back = () => {
    if (window.history.length > 1) navigate(-1);
    else navigate(paths.login);
  };
  return (
    <Page
      className="terms-page"
      header={
        <header className="page__header">
          <Button variant="ghost" className="page__back" onClick={back}>
            <span aria-hidden="true">←</span> {label(termsLabels.back)}
          </Button>
        </header>
      }
    >
      <div className="stack">
        <h1 className="auth-page__title">{label(termsLabels.title)}</h1>
        <LanguageSwitch />
        <TermsDocument />
      </div>
    </Page>
  );
}
