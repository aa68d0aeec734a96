/**
 * /team/recap "Rekap bulanan": the month payroll runs on. A month picker "Bulan" (this month and the eleven before),
 * the summary table or the daily grid of the caller's direct subordinates, found by name or employee number,
 * department, work location and shift and ordered by name, absences or late minutes (core rules/team-search.ts; the
 * counts follow), "Unduh Excel" and "Unduh CSV" of the whole month (the CSV of the view on screen: the summary, or
 * the daily grid from "Harian"), and an employee's month on tap (/team/recap/:employeeId, its own address). All of
 * it is the address (core rules/recap-query.ts): a link or a reload opens the same screen. The month streams in
 * page by page (core stores/team-recap.ts): the first rows show before the last page, the files wait for the
 * whole month. The .xlsx is built in a worker with a progress bar. HR is warned when the month's year has no national calendar. Every figure comes from GET
 * /attendance/recap (core's rules). The month's close for payroll shows above the table and heads both files; HR
 * closes and reopens it here (./recap-close.tsx).
 */
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import { teamLabels, teamStatusLabels } from '@upah/core/catalogue/labels-team';
import { formatCount } from '@upah/core/format/count';
import type { CsvSeparator } from '@upah/core/format/csv';
import { monthLabel, monthsBack } from '@upah/core/format/jakarta-time';
import { recapFileName } from '@upah/core/rules/recap-sheet';
import { RECAP_STATUS_FILTERS, recapStatusOf } from '@upah/core/rules/recap-status';
import { type TeamSearch, teamSearchChoices } from '@upah/core/rules/team-search';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import {
  loadTeamRecap,
  type RecapRow,
  teamRecapRowsShown,
  teamRecapStore,
} from '@upah/core/stores/team-recap';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Select } from '@upah/ui/select';
import { Spinner } from '@upah/ui/spinner';
import { TeamFind, TeamShown } from '@upah/ui/team-find';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { CalendarWarning } from '../../ui/calendar-warning';
import { ScreenHeader } from '../../ui/screen-header';
import { RecapCloseBar } from './recap-close';
import { downloadRecapCsv, downloadRecapXlsx } from './recap-export';
import { RecapGrid, RecapLegend } from './recap-grid';
import { RecapMember } from './recap-member';
import { RecapSummary } from './recap-summary';
import { useRecapQuery } from './use-recap-query';
import './recap.css';

/** The recap's orders: by name, the most absences first, the most late minutes first. */
const RECAP_SORTS = ['name', 'absent', 'late'] as const;

export default function RecapRoute() {
  const { label, lang } = useCopy();
  const months = useMemo(() => monthsBack(12), []);
  const [query, setQuery] = useRecapQuery(months);
  const { month, view, search, sort, status } = query;
  const { employeeId } = useParams();
  const memberId = employeeId && /^\d+$/.test(employeeId) ? Number(employeeId) : null;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [separator, setSeparator] = useState<CsvSeparator>(',');
  const [busy, setBusy] = useState<null | 'xlsx' | 'csv'>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [done, setDone] = useState('');
  const snap = useSnapshot(teamRecapStore);
  const { profile } = useSnapshot(profileStore);
  // the kiosk keeps its session across reloads: who is signed in (HR closes months) loads with the screen
  useEffect(() => {
    if (profileStore.status === 'idle') void loadProfile(api);
  }, []);
  useEffect(() => {
    void loadTeamRecap(api, month);
  }, [month]);
  const reload = useCallback(() => void loadTeamRecap(api, month), [month]);

  const current = snap.month === month;
  const rows = current ? (snap.rows as readonly RecapRow[] | null) : null;
  const complete = current && snap.complete;
  const categories = snap.leaveCategories;
  const sheet = view === 'summary' ? 'summary' : 'daily';
  const close = current ? snap.close : null;
  const shown = useMemo(
    () => teamRecapRowsShown(rows ?? [], search, sort, status),
    [rows, search, sort, status],
  );
  const choices = useMemo(() => teamSearchChoices(rows ?? []), [rows]);
  const pending = useMemo(() => (rows ?? []).reduce((sum, r) => sum + r.totals.pendingRequests, 0), [rows]);
  const failed = current && snap.status === 'failure';
  const progressRef = useRef<number | null>(null);

  const openMember = useCallback(
    (row: RecapRow) =>
      navigate({ pathname: paths.teamRecapMember(row.subordinateId), search: params.toString() }),
    [navigate, params],
  );
  const closeMember = () => navigate({ pathname: paths.teamRecap, search: params.toString() });

  const download = async (kind: 'xlsx' | 'csv') => {
    if (!rows || !complete || busy) return;
    setBusy(kind);
    setDone('');
    const recap = { month, rows, leaveCategories: categories, lang, close };
    try {
      let file: string;
      if (kind === 'xlsx') {
        setProgress(0);
        file = await downloadRecapXlsx(recap, (fraction) => {
          // a whole per cent at a time: no render for each of the worker's messages
          const percent = Math.floor(fraction * 100);
          if (percent !== progressRef.current) {
            progressRef.current = percent;
            setProgress(percent);
          }
        });
      } else {
        file = downloadRecapCsv(recap, separator, sheet);
      }
      setDone(label(recapLabels.downloaded, { file }));
    } finally {
      progressRef.current = null;
      setProgress(null);
      setBusy(null);
    }
  };
  const xlsxName = recapFileName(month, 'xlsx');

  return (
    <main className="panel recap">
      <ScreenHeader title={label(recapLabels.title)} />
      <CalendarWarning year={Number(month.slice(0, 4))} />
      <div className="recap__bar">
        <Select
          label={label(recapLabels.month)}
          value={month}
          onChange={(e) => setQuery({ month: e.currentTarget.value })}
          className="recap__month"
        >
          {months.map((m) => (
            <option key={m} value={m}>
              {monthLabel(m, lang)}
            </option>
          ))}
        </Select>
        <fieldset className="recap__views">
          <legend className="sr-only">{label(recapLabels.views)}</legend>
          {(['summary', 'daily'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setQuery({ view: v })}
            >
              {label(v === 'summary' ? recapLabels.summaryTab : recapLabels.gridTab)}
            </Button>
          ))}
        </fieldset>
        <div className="recap__export">
          <Button
            variant="secondary"
            disabled={!complete || busy !== null}
            busy={busy === 'xlsx'}
            onClick={() => download('xlsx')}
          >
            {label(recapLabels.downloadExcel)}
          </Button>
          <Button
            variant="secondary"
            disabled={!complete || busy !== null}
            busy={busy === 'csv'}
            onClick={() => download('csv')}
          >
            {label(recapLabels.downloadCsv)}
          </Button>
          <Select
            label={label(recapLabels.separator)}
            value={separator}
            onChange={(e) => setSeparator(e.currentTarget.value === ';' ? ';' : ',')}
            className="recap__separator"
          >
            <option value=",">{label(recapLabels.separatorComma)}</option>
            <option value=";">{label(recapLabels.separatorSemicolon)}</option>
          </Select>
        </div>
      </div>
      {complete ? (
        <RecapCloseBar
          month={month}
          close={close}
          isHr={profile?.isHr === true}
          pending={pending}
          onChanged={reload}
        />
      ) : null}
      <div className="recap__status" role="status" data-testid="recap-status">
        {busy === 'xlsx' && progress !== null ? (
          <label className="recap__progress">
            <span>{label(recapLabels.preparing, { file: xlsxName })}</span>
            <progress
              max={100}
              value={progress}
              aria-label={label(recapLabels.progress, { file: xlsxName })}
              data-testid="recap-progress"
            />
          </label>
        ) : rows && !complete && !failed ? (
          label(recapLabels.receiving, {
            count: formatCount(rows.length, lang),
            total: formatCount(snap.total, lang),
          })
        ) : (
          done
        )}
      </div>

      {failed ? <LoadFailure error={snap.error} lang={lang} onRetry={reload} /> : null}
      {!rows && !failed ? (
        <div className="recap__loading">
          <Spinner label={label(recapLabels.loading)} />
        </div>
      ) : null}
      {rows && rows.length === 0 && complete ? <p>{label(recapLabels.empty)}</p> : null}
      {rows && rows.length > 0 ? (
        <>
          <TeamFind
            label={label}
            search={search}
            choices={choices}
            sort={sort}
            sorts={RECAP_SORTS}
            onSearch={(change: Partial<TeamSearch>) => setQuery({ search: change })}
            onSort={(next) => setQuery({ sort: next })}
            status={{
              title: recapLabels.statusFilter,
              value: status,
              options: RECAP_STATUS_FILTERS.map((s) => ({ value: s, name: label(teamStatusLabels[s]) })),
              onChange: (next) => setQuery({ status: recapStatusOf(next) }),
            }}
          />
          <TeamShown
            label={label}
            lang={lang}
            entry={recapLabels.shownCount}
            shown={shown.length}
            total={rows.length}
            className="recap__shown"
            testId="recap-shown"
          />
          {shown.length === 0 ? (
            <p className="muted" data-testid="recap-search-empty">
              {label(teamLabels.searchEmpty)}
            </p>
          ) : view === 'summary' ? (
            <RecapSummary
              key={sort}
              rows={shown}
              categories={categories}
              monthName={monthLabel(month, lang)}
              onOpen={openMember}
            />
          ) : (
            <>
              <RecapGrid rows={shown} month={month} categories={categories} onOpen={openMember} />
              <RecapLegend rows={shown} categories={categories} />
            </>
          )}
        </>
      ) : null}
      <RecapMember month={month} memberId={memberId} categories={categories} onClose={closeMember} />
    </main>
  );
}
