/**
 * The direct subordinates' latest presences with their flags (SPEC §6 supervisor; core's subordinate-presences
 * store), in the PWA's Supervisor Absen screen and the console's manual presence screen: a self clock-in kept on a
 * phone without signal shows 'Offline', a wrong phone clock 'Jam ponsel tidak tepat'. A flag, never a block.
 * Words come from the app's one copy hook (`label`).
 */

import type { Entry } from '@upah/core/catalogue';
import { itemDetailEntry } from '@upah/core/catalogue/labels-presence-type';
import { presenceFlagLabels, supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { approvalItemLine } from '@upah/core/rules/approval-item';
import type { SubordinatePresence } from '@upah/core/stores/subordinate-presences';
import { useId } from 'react';

export function TeamPresences({
  items,
  loading,
  label,
}: {
  items: readonly SubordinatePresence[];
  loading: boolean;
  label: (entry: Entry) => string;
}) {
  const titleId = useId();
  return (
    <section className="team-presences" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className="team-presences__title">
        {label(supervisorLabels.teamPresencesTitle)}
      </h2>
      {items.length === 0 && !loading ? (
        <p className="team-presences__empty">{label(supervisorLabels.teamPresencesEmpty)}</p>
      ) : (
        <ul className="team-presences__list">
          {items.map((p) => (
            <li key={p.id} className="team-presences__item" data-testid="team-presence">
              <span className="team-presences__name">{p.employeeName}</span>
              <span className="team-presences__meta">{approvalItemLine(p, label(itemDetailEntry(p)))}</span>
              {p.flags?.length ? (
                <span className="team-presences__flags">
                  {p.flags.map((flag) => (
                    <span key={flag} className="presence-flag" data-testid="presence-flag">
                      {label(presenceFlagLabels[flag])}
                    </span>
                  ))}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
