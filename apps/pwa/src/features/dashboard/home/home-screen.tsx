/**
 * Home, tab 0 (SPEC §2): no header; a greeting by name and the module cards of ./home-cards. A card the
 * user may not use opens the forbidden dialog instead of its route.
 */

import type { MessageKey } from '@upah/core/catalogue';
import { dashboardLabels } from '@upah/core/catalogue/labels-dashboard';
import type { CompanySettings } from '@upah/core/contract/company';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { Button } from '@upah/ui/button';
import { Dialog } from '@upah/ui/dialog';
import { type ReactElement, useState } from 'react';
import { Link } from 'react-router-dom';
import { useCopy } from '../../../lib/use-copy';
import { ClockIcon, CoinIcon, FactoryIcon, HandshakeIcon } from '../dashboard-icons';
import { type HomeCardId, homeCards } from './home-cards';

const ICONS: Record<HomeCardId, () => ReactElement> = {
  salary: () => <CoinIcon size={28} />,
  loan: () => <HandshakeIcon size={28} />,
  attendance: () => <ClockIcon size={28} />,
  production: () => <FactoryIcon size={28} />,
};

export interface HomeScreenProps {
  readonly profile: EmployeeProfile;
  readonly company: CompanySettings | null;
}

export default function HomeScreen({ profile, company }: HomeScreenProps) {
  const { label, message } = useCopy();
  const [forbidden, setForbidden] = useState<MessageKey | null>(null);
  const cards = homeCards(profile, company);
  return (
    <div className="home stack">
      <div className="home__hello">
        <h1 className="home__greeting">{label(dashboardLabels.greeting, { name: profile.name })}</h1>
        <p className="muted">{profile.companyName}</p>
      </div>
      <p className="home__intro">{label(dashboardLabels.homeIntro)}</p>
      <ul className="home-cards">
        {cards.map((card) => {
          const Icon = ICONS[card.id];
          const body = (
            <>
              <span className="disc home-card__icon">
                <Icon />
              </span>
              <span className="home-card__text">
                <span className="home-card__title">{label(dashboardLabels[card.title])}</span>
                <span className="home-card__hint">{label(dashboardLabels[card.hint])}</span>
              </span>
            </>
          );
          return (
            <li key={card.id} className="home-cards__item">
              {card.forbidden ? (
                <button
                  type="button"
                  className="home-card"
                  aria-haspopup="dialog"
                  onClick={() => setForbidden(card.forbidden)}
                >
                  {body}
                </button>
              ) : (
                <Link className="home-card" to={card.to}>
                  {body}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <Dialog
        open={forbidden !== null}
        onClose={() => setForbidden(null)}
        title={label(dashboardLabels.forbiddenTitle)}
        actions={<Button onClick={() => setForbidden(null)}>{label(dashboardLabels.close)}</Button>}
      >
        <p>{forbidden ? message(forbidden) : null}</p>
      </Dialog>
    </div>
  );
}
