/**
 * Mode meja's navigation (config/paths.ts DESK_MENU): a sidebar beside every screen at a desk, the entry of the
 * screen on show marked as the current page, and "Mode Scan", which switches this sign-in to the gate (the camera
 * starts only then).
 */
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { DESK_MENU, paths } from '../config/paths';
import { chooseConsoleMode } from '../lib/console-mode';
import { useCopy } from '../lib/use-copy';

export function DeskNav() {
  const { label } = useCopy();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <nav className="desk__nav" aria-label={label(consoleLabels.deskNav)} data-testid="desk-nav">
      <p className="desk__brand">
        {label(consoleLabels.appName)}
        <span className="desk__mode muted">{label(consoleLabels.desk)}</span>
      </p>
      <ul className="desk__links">
        {DESK_MENU.map((item) => (
          <li key={item.path}>
            <Link
              className="desk__link"
              to={item.path}
              aria-current={item.match.test(pathname) ? 'page' : undefined}
            >
              {label(item.label)}
            </Link>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn btn--secondary desk__scan"
        onClick={() => {
          chooseConsoleMode('gate');
          navigate(paths.scan);
        }}
      >
        {label(consoleLabels.scan)}
      </button>
    </nav>
  );
}
