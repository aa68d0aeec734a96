/**
 * The scan screen's team group (config/paths.ts TEAM_MENU): a link to each team screen, all behind the PIN, and
 * "Mode meja" where this sign-in belongs at a desk (rules/console-mode.ts: HR who chose Mode Scan goes back there).
 */
import { consoleLabels } from '@upah/core/catalogue/labels-console';
import { teamLabels } from '@upah/core/catalogue/labels-team';
import { consoleModeFor } from '@upah/core/rules/console-mode';
import { profileStore } from '@upah/core/stores/profile';
import { Link, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { DESK_HOME, TEAM_MENU } from '../config/paths';
import { chooseConsoleMode } from '../lib/console-mode';
import { consoleSettings } from '../lib/console-settings';
import { useCopy } from '../lib/use-copy';

export function TeamMenu() {
  const { label } = useCopy();
  const navigate = useNavigate();
  const { mode: tablet } = useSnapshot(consoleSettings);
  const isHr = useSnapshot(profileStore).profile?.isHr === true;
  return (
    <fieldset className="scan__nav-group">
      <legend className="sr-only">{label(teamLabels.menu)}</legend>
      {TEAM_MENU.map((item) => (
        <Link key={item.path} className="btn btn--secondary" to={item.path}>
          {label(item.label)}
        </Link>
      ))}
      {consoleModeFor(tablet, isHr) === 'desk' ? (
        <button
          type="button"
          className="btn btn--secondary"
          onClick={() => {
            chooseConsoleMode('desk');
            navigate(DESK_HOME);
          }}
        >
          {label(consoleLabels.desk)}
        </button>
      ) : null}
    </fieldset>
  );
}
