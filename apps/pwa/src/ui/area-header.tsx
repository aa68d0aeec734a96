/** SPEC §2 an area's header: a back button (its accessible name from the area's labels) and the page title. */
import { BackIcon } from './back-icon';

export function AreaHeader({
  className,
  title,
  backLabel,
  onBack,
}: {
  /** The area's own header class (loan-header, sup-header, prod-header). */
  className: string;
  title: string;
  backLabel: string;
  onBack: () => void;
}) {
  return (
    <header className={`page__header area-header ${className}`}>
      <button type="button" className="area-header__button" aria-label={backLabel} onClick={onBack}>
        <BackIcon />
      </button>
      <h1 className="page__title">{title}</h1>
    </header>
  );
}
