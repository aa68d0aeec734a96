/** The top bar's team group (config/paths.ts TEAM_MENU): a link to each team screen, all behind the PIN. */
import { teamLabels } from '@upah/core/catalogue/labels-team';
import { Link } from 'react-router-dom';
import { TEAM_MENU } from '../config/paths';
import { useCopy } from '../lib/use-copy';

export function TeamMenu() {
  const { label } = useCopy();
  return (
    <fieldset className="scan__nav-group">
      <legend className="sr-only">{label(teamLabels.menu)}</legend>
      {TEAM_MENU.map((item) => (
        <Link key={item.path} className="btn btn--secondary" to={item.path}>
          {label(item.label)}
        </Link>
      ))}
    </fieldset>
  );
}
