import { BackIcon } from './back-icon';

/**
 * An area's header (SPEC §2: loan, supervisor, production): a back arrow named `backLabel`, then the title.
 * `className` adds the area's own look to the shared `page__header area-header`.
 */
export function AreaHeader({
  title,
  backLabel,
  onBack,
  className,
}: {
  title: string;
  backLabel: string;
  onBack: () => void;
  className: string;
}) {
  return (
    <header className={`page__header area-header ${className}`}>
      <button type="button" className="area-header__button" aria-label={backLabel} onClick={() => onBack()}>
        <BackIcon />
      </button>
      <h1 className="page__title">{title}</h1>
    </header>
  );
}
