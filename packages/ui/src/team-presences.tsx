/**
 * The direct subordinates' latest presences with their flags (SPEC §6 supervisor; core's subordinate-presences
 * store), in the PWA's Supervisor Absen screen and the console's manual presence screen: a self clock-in kept on a
 * phone without signal shows 'Offline', a wrong phone clock 'Jam ponsel tidak tepat'. A flag, never a block.
 * It reads core's store; the screen loads it. A failed load shows the shared load failure with its retry, never
 * the "no presences yet" text. Words come from the app's one copy hook (`label`, `lang`).
 */

import type { ApiClient } from '@upah/core/api';
import type { Entry, Lang } from '@upah/core/catalogue';
import { itemDetailEntry } from '@upah/core/catalogue/labels-approval-item';
import { presenceFlagLabels, supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import { approvalItemLine } from '@upah/core/rules/approval-item';
import {
  loadSubordinatePresences,
  type SubordinatePresence,
  subordinatePresencesStore,
} from '@upah/core/stores/subordinate-presences';
import { useId } from 'react';
import { useSnapshot } from 'valtio';
import { LoadFailure } from './load-failure';

export function TeamPresences({
  client,
  label,
  lang,
}: {
  client: Pick<ApiClient, 'call'>;
  label: (entry: Entry) => string;
  lang: Lang;
}) {
  const titleId = useId();
  const snap = useSnapshot(subordinatePresencesStore);
  const { status, error } = snap;
  const items = snap.items as readonly SubordinatePresence[];
  const loading = status === 'request';
  const failed = status === 'failure';
  return (
    <section className="team-presences" aria-labelledby={titleId} aria-busy={loading}>
      <h2 id={titleId} className="team-presences__title">
        {label(supervisorLabels.teamPresencesTitle)}
      </h2>
      {failed ? (
        <LoadFailure error={error} lang={lang} onRetry={() => void loadSubordinatePresences(client)} />
      ) : null}
      {items.length === 0 ? (
        loading || failed ? null : (
          <p className="team-presences__empty">{label(supervisorLabels.teamPresencesEmpty)}</p>
        )
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
