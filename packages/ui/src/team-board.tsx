/**
 * The team board (DESIGN "Team views and payroll"), the same in the console's /team/today (1280×800, `wide`) and
 * the PWA's /attendance/team (360 px, `narrow`): the day and when it was last answered, the counts per status as
 * large figures that filter the list when tapped, the chart of the day (stacked bars per shift, visx, loaded only
 * here), and the list (virtual rows: hr's 300 stay smooth) of name, shift, status badge, clock-in/out, late
 * minutes and flags. A tap on a person opens their day. State and rules are core's (stores/team-day); the screen
 * loads it and keeps it current. Each load's state shows: loading, the shared load failure with Coba lagi, empty.
 */
import type { ApiClient } from '@upah/core/api';
import type { Entry, Lang, Vars } from '@upah/core/catalogue';
import { calendarDayLabels, calendarKindLabels } from '@upah/core/catalogue/labels-calendar';
import { teamFlagLabels, teamLabels, teamStatusLabels } from '@upah/core/catalogue/labels-team';
import {
  type DayHolidayView,
  TEAM_DAY_STATUSES,
  type TeamDayMember,
  type TeamDayStatus,
} from '@upah/core/contract/team';
import { formatDate, formatTime, jakartaDate } from '@upah/core/format';
import { formatCount } from '@upah/core/format/count';
import { formatDateIn } from '@upah/core/rules/approval-item';
import { holidayName } from '@upah/core/rules/calendar';
import { teamSearchChoices, teamSearched } from '@upah/core/rules/team-search';
import {
  loadTeamDay,
  setTeamDayDate,
  setTeamDayFilter,
  setTeamDaySearch,
  setTeamDaySort,
  teamDayMembersShown,
  teamDayShiftGroups,
  teamDayStatusCounts,
  teamDayStore,
} from '@upah/core/stores/team-day';
import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import { Button } from './button';
import { Field } from './field';
import { LoadFailure } from './load-failure';
import { Spinner } from './spinner';
import { StatusBadge, teamStatusColor, teamStatusTone } from './status-badge';
import { TeamFind, TeamShown } from './team-find';
import { TeamMemberDay } from './team-member-day';
import { VirtualRows } from './virtual-rows';
import './team-board.css';

type Chart = typeof import('./stacked-bars-chart').default;

/** The board's orders: by name, the most late minutes first. */
const BOARD_SORTS = ['name', 'late'] as const;

/**
 * The chart's module (visx, loaded only here), asked for as the board mounts, beside the day's load: the board
 * shows the day once both are in, the figures, the chart and the list in place at once (nothing moves down
 * after it is shown; a spinner until then). `Chart` null: the module could not be loaded, the board goes without.
 */
function useChart(): { Chart: Chart | null } | null {
  const [chart, setChart] = useState<{ Chart: Chart | null } | null>(null);
  useEffect(() => {
    let live = true;
    import('./stacked-bars-chart').then(
      (m) => live && setChart({ Chart: m.default }),
      () => live && setChart({ Chart: null }),
    );
    return () => {
      live = false;
    };
  }, []);
  return chart;
}

export interface TeamBoardProps {
  client: Pick<ApiClient, 'call'>;
  label: (entry: Entry, vars?: Vars) => string;
  lang: Lang;
  layout: 'wide' | 'narrow';
  /** The upload service's host: a photo's host-relative url ('/files/…') is read from it. */
  uploadHost: string;
  /** Subordinates with a presence from this device still waiting to be sent (the console's queue). */
  queuedIds?: ReadonlySet<number>;
}

const ROW_HEIGHT = { wide: 64, narrow: 84 } as const;
/**
 * The list's scroller height in px (the rows inside scroll; the page does not grow by 300 rows). Wide, the
 * console's 1280×800: the rest of the screen below the header, the bar and the figures. Narrow, a phone: about
 * five people in view, the page scrolling around it.
 */
const LIST_HEIGHT = { wide: 440, narrow: 440 } as const;

/** 'HH:MM' as the app writes times: 08.00. */
const clock = (hhmm: string) => hhmm.replace(':', '.');

/** "Libur nasional: Natal": a day of the company calendar with its kind and name, in the screen's language. */
export function holidayText(
  holiday: DayHolidayView,
  date: string,
  label: TeamBoardProps['label'],
  lang: Lang,
): string {
  return label(calendarDayLabels[holiday.kind], { name: holidayName({ date, ...holiday }, lang) });
}

/** A member's status word: on a holiday the kind of day (Libur nasional, Cuti bersama, Libur perusahaan). */
export function memberStatusText(member: TeamDayMember, label: TeamBoardProps['label']): string {
  return member.status === 'holiday' && member.holiday
    ? label(calendarKindLabels[member.holiday.kind])
    : label(teamStatusLabels[member.status]);
}

/**
 * The board's heading: "Tim hari ini" while it shows today (Jakarta), else the day it shows ("Tim pada Kamis,
 * 15 Oktober 2026"), so a heading never calls another day today.
 */
export function useTeamTitle(label: TeamBoardProps['label'], lang: Lang): string {
  const { date } = useSnapshot(teamDayStore);
  if (!date || date === jakartaDate(Date.now())) return label(teamLabels.title);
  return label(teamLabels.titleOn, { date: formatDateIn(date, 'full', lang) });
}

export function shiftText(member: TeamDayMember, label: TeamBoardProps['label']): string {
  if (!member.shift) return label(teamLabels.noShift);
  const { name, start, end } = member.shift;
  return `${name} ${label(teamLabels.shiftTimes, { start: clock(start), end: clock(end) })}`;
}

function MemberRow({
  member,
  label,
  queued,
  onOpen,
}: {
  member: TeamDayMember;
  label: TeamBoardProps['label'];
  queued: boolean;
  onOpen: () => void;
}) {
  return (
    <button
      type="button"
      className="row-button team-row"
      data-testid="team-row"
      data-status={member.status}
      data-id={member.subordinateId}
      onClick={onOpen}
    >
      <span className="team-row__name">{member.name}</span>
      <span className="team-row__status">
        <StatusBadge tone={teamStatusTone(member.status)}>{memberStatusText(member, label)}</StatusBadge>
      </span>
      <span className="team-row__shift">{shiftText(member, label)}</span>
      <span className="team-row__times">
        <span data-testid="team-row-in">
          {label(teamLabels.clockIn)} {member.clockIn ? formatTime(member.clockIn) : label(teamLabels.none)}
        </span>{' '}
        <span>
          {label(teamLabels.clockOut)}{' '}
          {member.clockOut ? formatTime(member.clockOut) : label(teamLabels.none)}
        </span>
      </span>
      <span className="team-row__notes">
        {member.lateMinutes > 0 ? (
          <span className="team-row__late" data-testid="team-row-late">
            {label(teamLabels.lateMinutes, { minutes: member.lateMinutes })}
          </span>
        ) : null}
        {member.earlyLeaveMinutes > 0 ? (
          <span className="team-row__flag">
            {label(teamLabels.earlyMinutes, { minutes: member.earlyLeaveMinutes })}
          </span>
        ) : null}
        {member.flags.map((flag) => (
          <span key={flag} className="team-row__flag" data-testid="team-row-flag">
            {label(teamFlagLabels[flag])}
          </span>
        ))}
        {queued ? <span className="team-row__flag">{label(teamLabels.queuedFlag)}</span> : null}
      </span>
    </button>
  );
}

export function TeamBoard({ client, label, lang, layout, uploadHost, queuedIds }: TeamBoardProps) {
  const snap = useSnapshot(teamDayStore);
  const day = snap.day;
  const members = (day?.members ?? []) as readonly TeamDayMember[];
  const filter = snap.filter;
  const search = snap.search;
  // the figures and the chart count the people the search keeps (all of them without one)
  const searched = useMemo(() => teamSearched(members, search), [members, search]);
  const shown = useMemo(
    () => teamDayMembersShown(members, filter, search, snap.sort),
    [members, filter, search, snap.sort],
  );
  const groups = useMemo(() => teamDayShiftGroups(searched), [searched]);
  const choices = useMemo(() => teamSearchChoices(members), [members]);
  const counts = useMemo(() => teamDayStatusCounts(searched), [searched]);
  const [openId, setOpenId] = useState<number | null>(null);
  const open = openId === null ? null : (members.find((m) => m.subordinateId === openId) ?? null);
  const today = jakartaDate(Date.now());
  const failed = snap.status === 'failure';
  const statusWord = (s: TeamDayStatus) =>
    s === 'holiday' && day?.holiday
      ? label(calendarKindLabels[day.holiday.kind])
      : label(teamStatusLabels[s]);
  const chart = useChart();
  const Chart = chart?.Chart ?? null;

  return (
    <div className={`team-board team-board--${layout}`} data-testid="team-board">
      <div className="team-board__bar">
        <Field
          label={label(teamLabels.date)}
          type="date"
          className="team-board__date"
          max={today}
          value={snap.date ?? day?.date ?? today}
          onChange={(e) => void setTeamDayDate(client, e.target.value === today ? null : e.target.value)}
        />
        {snap.date ? (
          <Button variant="secondary" onClick={() => void setTeamDayDate(client, null)}>
            {label(teamLabels.today)}
          </Button>
        ) : null}
        <p className="team-board__updated muted" data-testid="team-updated">
          {snap.updatedAt ? label(teamLabels.updated, { time: formatTime(snap.updatedAt) }) : null}
        </p>
        <Button
          variant="secondary"
          busy={snap.status === 'request' && day !== null}
          onClick={() => void loadTeamDay(client)}
        >
          {label(teamLabels.refresh)}
        </Button>
      </div>

      {failed ? (
        <LoadFailure error={snap.error} lang={lang} onRetry={() => void loadTeamDay(client)} />
      ) : null}
      {!(day && chart) && !failed ? <Spinner label={label(teamLabels.loading)} /> : null}

      {day && chart ? (
        <>
          {day.holiday ? (
            <p className="team-board__holiday" data-testid="team-holiday">
              <StatusBadge tone="holiday">{holidayText(day.holiday, day.date, label, lang)}</StatusBadge>
            </p>
          ) : null}
          <ul className="team-counts" aria-label={label(teamLabels.countsLabel)}>
            <li>
              <button
                type="button"
                className="team-count"
                aria-pressed={filter === null}
                onClick={() => setTeamDayFilter(null)}
                data-testid="team-count-all"
              >
                <span className="team-count__value">{formatCount(searched.length, lang)}</span>
                <span className="team-count__label">{label(teamLabels.all)}</span>
              </button>
            </li>
            {TEAM_DAY_STATUSES.filter((s) => (counts[s] ?? 0) > 0 || filter === s).map((s) => (
              <li key={s}>
                <button
                  type="button"
                  className={`team-count team-count--${teamStatusTone(s)}`}
                  aria-pressed={filter === s}
                  onClick={() => setTeamDayFilter(s)}
                  data-testid="team-count"
                  data-status={s}
                >
                  <span className="team-count__value">{formatCount(counts[s] ?? 0, lang)}</span>
                  <StatusBadge tone={teamStatusTone(s)}>{statusWord(s)}</StatusBadge>
                </button>
              </li>
            ))}
          </ul>

          <div className="team-board__body">
            {members.length > 0 && Chart ? (
              <div className="team-board__side">
                <Chart
                  title={label(teamLabels.chartTitle)}
                  summary={label(teamLabels.chartSummary, {
                    people: searched.length,
                    shifts: groups.length,
                  })}
                  rows={groups.map((g) => ({
                    key: g.key || 'none',
                    label: g.shift
                      ? `${g.shift.name} ${clock(g.shift.start)}–${clock(g.shift.end)}`
                      : label(teamLabels.noShift),
                    values: g.counts,
                  }))}
                  series={TEAM_DAY_STATUSES.map((s) => ({
                    key: s,
                    label: statusWord(s),
                    color: teamStatusColor(s),
                  }))}
                  rowHeader={label(teamLabels.chartShift)}
                  totalHeader={label(teamLabels.chartTotal)}
                  tableLabel={label(teamLabels.chartTable)}
                />
              </div>
            ) : null}
            <div className="team-board__main">
              <TeamFind
                label={label}
                search={search}
                choices={choices}
                sort={snap.sort}
                sorts={BOARD_SORTS}
                onSearch={setTeamDaySearch}
                onSort={setTeamDaySort}
              />
              <TeamShown
                label={label}
                lang={lang}
                entry={teamLabels.shownCount}
                shown={shown.length}
                total={members.length}
                className="team-board__shown"
                testId="team-shown"
              />
              {members.length === 0 ? (
                <p className="muted" data-testid="team-empty">
                  {label(teamLabels.empty)}
                </p>
              ) : shown.length === 0 ? (
                <p className="muted" data-testid="team-empty">
                  {filter
                    ? label(teamLabels.emptyFiltered, { status: statusWord(filter) })
                    : label(teamLabels.searchEmpty)}
                </p>
              ) : (
                <div data-testid="team-list" data-filter={filter ?? 'all'}>
                  <VirtualRows
                    items={shown}
                    rowHeight={ROW_HEIGHT[layout]}
                    height={LIST_HEIGHT[layout]}
                    label={
                      filter
                        ? label(teamLabels.listLabelFiltered, { status: statusWord(filter) })
                        : label(teamLabels.listLabel)
                    }
                    getKey={(m) => m.subordinateId}
                    renderRow={(m) => (
                      <MemberRow
                        member={m}
                        label={label}
                        queued={queuedIds?.has(m.subordinateId) ?? false}
                        onOpen={() => setOpenId(m.subordinateId)}
                      />
                    )}
                  />
                </div>
              )}
            </div>
          </div>
          <TeamMemberDay
            member={open}
            date={formatDate(day.date)}
            holiday={day.holiday ? holidayText(day.holiday, day.date, label, lang) : null}
            label={label}
            uploadHost={uploadHost}
            onClose={() => setOpenId(null)}
          />
        </>
      ) : null}
    </div>
  );
}
