/**
 * "Tim hari ini" for both apps' shells (the console's /team/today, the PWA's /attendance/team; DESIGN "Team views
 * and payroll"): the team board on core's team-day store, kept current (every 60 s, on focus, when shown again), and
 * its state in the address (core rules/team-query.ts): `?date=2026-10-15&status=late&q=wulan&dept=…&loc=…&sort=late`.
 * A link opens where it points and a reload keeps the filters. Another day or status is a new history entry (back
 * returns to the one before); typing in the search, the selects and the order replace the current entry instead of
 * adding one per key.
 */
import { jakartaDate } from '@upah/core/format';
import { teamDayQueryOf, teamDayQueryString } from '@upah/core/rules/team-query';
import {
  applyTeamDayQuery,
  keepTeamDayCurrent,
  loadTeamDay,
  teamDayQuery,
  teamDayStore,
} from '@upah/core/stores/team-day';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { subscribe } from 'valtio';
import { TeamBoard, type TeamBoardProps } from './team-board';

/** The address's query for the store's state, canonical ('' for the plain board). */
function storeQuery(): string {
  return teamDayQueryString(teamDayQuery());
}

/** Keeps the board and its address in step: the address decides on arrival and on back/forward, the board after. */
function useTeamDayAddress(client: TeamBoardProps['client']): void {
  const [params, setParams] = useSearchParams();
  const wanted = teamDayQueryString(teamDayQueryOf(params, jakartaDate(Date.now())));
  const first = useRef(true);

  // address → board: on arrival the board loads the day asked for; later, only a different address changes it
  useEffect(() => {
    const arriving = first.current;
    first.current = false;
    if (wanted === storeQuery() && !arriving) return;
    const dayChanged = applyTeamDayQuery(
      teamDayQueryOf(new URLSearchParams(wanted), jakartaDate(Date.now())),
    );
    if (arriving || dayChanged) void loadTeamDay(client);
  }, [wanted, client]);

  // board → address: each change of the day, status, search or order
  useEffect(
    () =>
      subscribe(teamDayStore, () => {
        const next = storeQuery();
        const shown = teamDayQueryOf(new URLSearchParams(window.location.search), jakartaDate(Date.now()));
        if (next === teamDayQueryString(shown)) return;
        const moved = shown.date !== teamDayStore.date || shown.status !== teamDayStore.filter;
        setParams(new URLSearchParams(next), { replace: !moved });
      }),
    [setParams],
  );
}

export function TeamTodayScreen(props: TeamBoardProps) {
  const { client } = props;
  useTeamDayAddress(client);
  useEffect(() => keepTeamDayCurrent(client), [client]);
  return <TeamBoard {...props} />;
}
