import type { ReactNode } from 'react';

/**
 * The mobile page frame: one `<main>` landmark, 360 px first, centred up to tablet width.
 * `header` and `footer` sit outside the scrolling content (a wizard footer, a bottom nav).
 */
export function Page({
  title,
  header,
  footer,
  children,
  className,
  titleHidden = false,
}: {
  /** The page's h1. */
  title?: string;
  /** Replaces the default title bar. */
  header?: ReactNode;
  footer?: ReactNode;
  children: ReactNode;
  className?: string;
  /** Keep the h1 for screen readers only. */
  titleHidden?: boolean;
}) {
  return (
    <div className={['page', className ?? ''].filter(Boolean).join(' ')}>
      {header ??
        (title ? (
          <header className={titleHidden ? 'page__header sr-only' : 'page__header'}>
            <h1 className="page__title">{title}</h1>
          </header>
        ) : null)}
      <main id="main" className="page__content" tabIndex={-1}>
        {children}
      </main>
      {footer ? <footer className="page__footer">{footer}</footer> : null}
    </div>
  );
}
