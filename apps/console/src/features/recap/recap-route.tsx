/**
 * /team/recap "Rekap bulanan": the month payroll runs on. A month picker "Bulan" (this month and the eleven before),
 * the summary table or the daily grid of the caller's direct subordinates, "Unduh Excel" and "Unduh CSV" of the
 * same rows (the CSV of the view on screen: the summary, or the daily grid from "Harian"), and an employee's month
 * on tap. HR is warned when the month's year has no national calendar. Every figure comes from GET
 * /attendance/recap (core's rules). The month's close for payroll shows above the table and heads both files; HR
 * closes and reopens it here (./recap-close.tsx).
 */
import { recapLabels } from '@upah/core/catalogue/labels-recap';
import type { RecapRow } from '@upah/core/contract/recap';
import type { LeaveCategoryRef } from '@upah/core/contract/team';
import type { CsvSeparator } from '@upah/core/format/csv';
import { monthLabel, monthsBack } from '@upah/core/format/jakarta-time';
import { recapFileName } from '@upah/core/rules/recap-sheet';
import { loadProfile, profileStore } from '@upah/core/stores/profile';
import { Button } from '@upah/ui/button';
import { LoadFailure } from '@upah/ui/load-failure';
import { Select } from '@upah/ui/select';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { CalendarWarning } from '../../ui/calendar-warning';
import { ScreenHeader } from '../../ui/screen-header';
import { RecapCloseBar } from './recap-close';
import { useRecap } from './recap-data';
import { downloadRecapCsv, downloadRecapXlsx } from './recap-export';
import { RecapGrid, RecapLegend } from './recap-grid';
import { RecapMember } from './recap-member';
import { RecapSummary } from './recap-summary';
import './recap.css';

const NO_CATEGORIES: readonly LeaveCategoryRef[] = [];

/** Progress shows only when a file takes longer than this. */
const PROGRESS_AFTER_MS = 300;

export default function RecapRoute() {
  const { label, lang } = useCopy();
  const months = useMemo(() => monthsBack(12), []);
  const [month, setMonth] = useState(months[0] ?? '');
  const [view, setView] = useState<'summary' | 'grid'>('summary');
  const [separator, setSeparator] = useState<CsvSeparator>(',');
  const [member, setMember] = useState<RecapRow | null>(null);
  const [busy, setBusy] = useState<null | 'xlsx' | 'csv'>(null);
  const [progress, setProgress] = useState(false);
  const [done, setDone] = useState('');
  const { load, retry } = useRecap(month, lang);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const { profile } = useSnapshot(profileStore);
  // the kiosk keeps its session across reloads: who is signed in (HR closes months) loads with the screen
  useEffect(() => {
    if (profileStore.status === 'idle') void loadProfile(api);
  }, []);

  const ready = load.kind === 'ready' && load.month === month ? load : null;
  const rows = ready?.rows ?? null;
  const categories = ready?.leaveCategories ?? NO_CATEGORIES;
  const sheet = view === 'summary' ? 'summary' : 'daily';
  const close = ready?.close ?? null;
  const pending = useMemo(() => (rows ?? []).reduce((sum, r) => sum + r.totals.pendingRequests, 0), [rows]);

  const download = async (kind: 'xlsx' | 'csv') => {
    if (!rows || busy) return;
    setBusy(kind);
    setDone('');
    timer.current = setTimeout(() => setProgress(true), PROGRESS_AFTER_MS);
    try {
      const recap = { month, rows, leaveCategories: categories, lang, close };
      const file =
        kind === 'xlsx' ? await downloadRecapXlsx(recap) : downloadRecapCsv(recap, separator, sheet);
      setDone(label(recapLabels.downloaded, { file }));
    } finally {
      clearTimeout(timer.current);
      setProgress(false);
      setBusy(null);
    }
  };

  return (
    <main className="panel recap">
      <ScreenHeader title={label(recapLabels.title)} />
      <CalendarWarning year={Number(month.slice(0, 4))} />
      <div className="recap__bar">
        <Select
          label={label(recapLabels.month)}
          value={month}
          onChange={(e) => setMonth(e.currentTarget.value)}
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
          {(['summary', 'grid'] as const).map((v) => (
            <Button
              key={v}
              variant={view === v ? 'primary' : 'secondary'}
              aria-pressed={view === v}
              onClick={() => setView(v)}
            >
              {label(v === 'summary' ? recapLabels.summaryTab : recapLabels.gridTab)}
            </Button>
          ))}
        </fieldset>
        <div className="recap__export">
          <Button
            variant="secondary"
            disabled={!rows || busy !== null}
            busy={busy === 'xlsx'}
            onClick={() => download('xlsx')}
          >
            {label(recapLabels.downloadExcel)}
          </Button>
          <Button
            variant="secondary"
            disabled={!rows || busy !== null}
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
      {ready ? (
        <RecapCloseBar
          month={month}
          close={close}
          isHr={profile?.isHr === true}
          pending={pending}
          onChanged={retry}
        />
      ) : null}
      <p className="recap__status" role="status" data-testid="recap-status">
        {progress && busy
          ? label(recapLabels.preparing, {
              file: recapFileName(month, busy, busy === 'csv' ? sheet : 'summary'),
            })
          : done}
      </p>

      {load.kind === 'failed' ? <LoadFailure error={load.error} lang={lang} onRetry={retry} /> : null}
      {!rows && load.kind !== 'failed' ? (
        <div className="recap__loading">
          <Spinner label={label(recapLabels.loading)} />
        </div>
      ) : null}
      {rows && rows.length === 0 ? <p>{label(recapLabels.empty)}</p> : null}
      {rows && rows.length > 0 ? (
        view === 'summary' ? (
          <RecapSummary
            rows={rows}
            categories={categories}
            monthName={monthLabel(month, lang)}
            onOpen={setMember}
          />
        ) : (
          <>
            <RecapGrid rows={rows} month={month} categories={categories} onOpen={setMember} />
            <RecapLegend rows={rows} categories={categories} />
          </>
        )
      ) : null}
      <RecapMember month={month} member={member} categories={categories} onClose={() => setMember(null)} />
    </main>
  );
}
