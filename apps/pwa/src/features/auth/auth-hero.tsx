import { shellLabels } from '@upah/core/catalogue/labels-shell';
import { useCopy } from '../../lib/use-copy';

/** The brand band at the top of the login area: logo mark, app name and a line of text. */
export function AuthHero({ title }: { title: string }) {
  const { label } = useCopy();
  return (
    <header className="auth-hero">
      <svg
        className="auth-hero__logo"
        viewBox="0 0 48 48"
        width="48"
        height="48"
        aria-hidden="true"
        focusable="false"
      >
        <rect width="48" height="48" rx="12" fill="#ffffff" />
        <path d="M14 13v13a10 10 0 0 0 20 0V13h-6v13a4 4 0 0 1-8 0V13z" fill="#0f6b4f" />
      </svg>
      <div>
        <p className="auth-hero__brand">{label(shellLabels.appName)}</p>
        <p className="auth-hero__title">{title}</p>
      </div>
    </header>
  );
}
