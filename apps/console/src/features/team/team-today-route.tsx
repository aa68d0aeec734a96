/**
 * /team/today "Tim hari ini" (DESIGN "Team views and payroll"), behind the kiosk PIN: the shared team screen
 * (@upah/ui/team-today-screen: the board on core's team-day store, its filters in the address) at the console's
 * width. It keeps itself current: every 60 s, on focus, and at once when a presence this console scanned or entered
 * has been sent (the presence queue); a
 * presence still waiting in the queue is marked on its row. HR is warned when the year on screen has no national
 * calendar.
 */

import { teamLabels } from '@upah/core/catalogue/labels-team';
import { jakartaDate } from '@upah/core/format';
import { loadTeamDay, teamDayStore } from '@upah/core/stores/team-day';
import { useTeamTitle } from '@upah/ui/team-board';
import { TeamTodayScreen } from '@upah/ui/team-today-screen';
import { useEffect, useMemo, useRef } from 'react';
import { subscribe, useSnapshot } from 'valtio';
import { env } from '../../config/env';
import { api } from '../../lib/api-client';
import { presenceQueue } from '../../lib/presence-queue';
import { useCopy } from '../../lib/use-copy';
import { CalendarWarning } from '../../ui/calendar-warning';
import { ScreenHeader } from '../../ui/screen-header';

/** Reloads the board when a presence of this console's queue has been sent (it left the queue, not failed). */
function useReloadOnSent() {
  const seen = useRef(new Set(presenceQueue.state.pending.map((p) => p.idempotencyKey)));
  useEffect(
    () =>
      subscribe(presenceQueue.state, () => {
        const now = new Set(presenceQueue.state.pending.map((p) => p.idempotencyKey));
        const failed = new Set(presenceQueue.state.failed.map((f) => f.idempotencyKey));
        const sent = [...seen.current].some((key) => !now.has(key) && !failed.has(key));
        seen.current = now;
        if (sent) void loadTeamDay(api);
      }),
    [],
  );
}

export default function TeamTodayRoute() {
  const { label, lang } = useCopy();
  const queue = useSnapshot(presenceQueue.state);
  const queuedIds = useMemo(
    () => new Set(queue.pending.flatMap((p) => (p.subjectId === undefined ? [] : [p.subjectId]))),
    [queue.pending],
  );
  useReloadOnSent();
  const board = useSnapshot(teamDayStore);
  const year = Number((board.date ?? board.day?.date ?? jakartaDate(Date.now())).slice(0, 4));
  const title = useTeamTitle(label, lang);

  return (
    <div className="panel team-today">
      <ScreenHeader title={title} />
      <CalendarWarning year={year} />
      {queue.pending.length > 0 ? (
        <p className="banner banner--offline" role="status" data-testid="team-queued">
          {label(teamLabels.queued, { count: queue.pending.length })}
        </p>
      ) : null}
      <TeamTodayScreen
        client={api}
        label={label}
        lang={lang}
        layout="wide"
        uploadHost={env.uploadHost}
        queuedIds={queuedIds}
      />
    </div>
  );
}
