/**
 * Bottom navigation (SPEC §2): one item per tab, five, each one fifth of the width, highlighted from the
 * second path segment. Real links, `aria-current="page"` on the active one.
 */
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import { Link } from 'react-router-dom';
import { useCopy } from '../../lib/use-copy';
import { TabIcon } from './dashboard-icons';
import { dashboardPath, TABS, type TabIndex } from './dashboard-tabs';

export function BottomNav({ active }: { active: TabIndex }) {
  const { label } = useCopy();
  return (
    <nav className="dash-nav" aria-label={label(dashboardLabels.navigation)}>
      <ul className="dash-nav__list">
        {TABS.map((tab) => {
          const current = tab.index === active;
          return (
            <li key={tab.index} className="dash-nav__item">
              <Link
                to={dashboardPath(tab.index)}
                className={current ? 'dash-nav__link dash-nav__link--active' : 'dash-nav__link'}
                aria-current={current ? 'page' : undefined}
              >
                <TabIcon screen={tab.screen} size={22} />
                <span className="dash-nav__text">{label(dashboardLabels[tab.label])}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
