/**
 * Pengaturan "Kalender perusahaan", HR only (DESIGN "Time and calendar"): a year's national holidays and cuti
 * bersama with the decree they come from (or, for a year with none, that there is none: never a guess), and the
 * company's own days, which HR adds (date and name, checked by core's rule before it is sent) and removes. A
 * refused day keeps the form as typed, with the server's words. Data through core's calendar store.
 */
import { calendarKindLabels, calendarLabels } from '@upah/core/catalogue/labels-calendar';
import { formatDate, jakartaDate } from '@upah/core/format';
import { type CompanyDay, companyDayCheck, holidayName } from '@upah/core/rules/calendar';
import { addCompanyDay, calendarStore, loadCalendarYear, removeCompanyDay } from '@upah/core/stores/calendar';
import { Alert } from '@upah/ui/alert';
import { Button } from '@upah/ui/button';
import { Field } from '@upah/ui/field';
import { Form } from '@upah/ui/form';
import { LoadFailure } from '@upah/ui/load-failure';
import { Select } from '@upah/ui/select';
import { Spinner } from '@upah/ui/spinner';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import './company-calendar.css';

type Errors = { date?: string; name?: string; form?: string };

function AddDayForm({ year, companyDays }: { year: number; companyDays: readonly CompanyDay[] }) {
  const { label } = useCopy();
  const { saving } = useSnapshot(calendarStore);
  const [date, setDate] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [done, setDone] = useState('');

  const submit = async () => {
    setDone('');
    const check = companyDayCheck({ date, name, companyDays });
    if (!check.ok) {
      const text = label(check.text, check.vars);
      setErrors(check.reason === 'name' ? { name: text } : { date: text });
      return;
    }
    setErrors({});
    const answer = await addCompanyDay(api, check.day);
    if (!answer.ok) {
      if (answer.error) setErrors({ form: answer.error });
      return;
    }
    setDone(label(calendarLabels.added, { name: check.day.name }));
    setDate('');
    setName('');
  };

  return (
    <Form className="company-calendar__form" onSubmit={submit}>
      <Field
        label={label(calendarLabels.date)}
        type="date"
        value={date}
        min={`${year}-01-01`}
        max={`${year}-12-31`}
        error={errors.date}
        onChange={(e) => setDate(e.target.value)}
      />
      <Field
        label={label(calendarLabels.name)}
        value={name}
        maxLength={80}
        error={errors.name}
        onChange={(e) => setName(e.target.value)}
      />
      <Button type="submit" busy={saving}>
        {label(calendarLabels.add)}
      </Button>
      {errors.form ? (
        <div className="company-calendar__wide">
          <Alert kind="danger" role="alert">
            {errors.form}
          </Alert>
        </div>
      ) : null}
      <p className="company-calendar__wide muted" role="status" data-testid="calendar-status">
        {done}
      </p>
    </Form>
  );
}

export function CompanyCalendarPanel() {
  const { label, lang } = useCopy();
  const calendar = useSnapshot(calendarStore);
  const thisYear = Number(jakartaDate(Date.now()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [removed, setRemoved] = useState('');
  const [removeError, setRemoveError] = useState('');
  useEffect(() => {
    void loadCalendarYear(api, year);
  }, [year]);
  const shown = calendar.years[year];

  const remove = async (date: string, name: string) => {
    setRemoved('');
    setRemoveError('');
    const answer = await removeCompanyDay(api, date);
    if (answer.ok) setRemoved(label(calendarLabels.removed, { name }));
    else if (answer.error) setRemoveError(answer.error);
  };

  return (
    <section
      className="company-calendar"
      aria-labelledby="company-calendar-title"
      data-testid="company-calendar"
    >
      <h2 id="company-calendar-title">{label(calendarLabels.sectionTitle)}</h2>
      <Select
        label={label(calendarLabels.year)}
        value={String(year)}
        onChange={(e) => setYear(Number(e.currentTarget.value))}
        className="company-calendar__year"
      >
        {[thisYear, thisYear + 1].map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </Select>
      {!shown && calendar.status === 'failure' ? (
        <LoadFailure
          error={calendar.error}
          lang={lang}
          onRetry={() => void loadCalendarYear(api, year, { force: true })}
        />
      ) : null}
      {!shown && calendar.status !== 'failure' ? <Spinner label={label(calendarLabels.loading)} /> : null}
      {shown ? (
        <>
          {shown.source ? (
            <p className="muted" data-testid="calendar-source">
              {label(calendarLabels.source, { source: shown.source })}
            </p>
          ) : (
            <Alert kind="warning">{label(calendarLabels.noSource, { year })}</Alert>
          )}
          <table className="company-calendar__table" data-testid="calendar-days">
            <caption>{label(calendarLabels.listLabel, { year })}</caption>
            <thead>
              <tr>
                <th scope="col">{label(calendarLabels.date)}</th>
                <th scope="col">{label(calendarLabels.kind)}</th>
                <th scope="col">{label(calendarLabels.name)}</th>
                <th scope="col">
                  <span className="sr-only">{label(calendarLabels.actions)}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {shown.days.length === 0 ? (
                <tr>
                  <td colSpan={4} className="muted">
                    {label(calendarLabels.empty)}
                  </td>
                </tr>
              ) : null}
              {shown.days.map((d) => (
                <tr key={`${d.kind}-${d.date}`} data-kind={d.kind} data-date={d.date}>
                  <td>{formatDate(d.date)}</td>
                  <td>{label(calendarKindLabels[d.kind])}</td>
                  <td>{holidayName(d, lang)}</td>
                  <td>
                    {d.kind === 'company' ? (
                      <Button
                        variant="secondary"
                        disabled={calendar.saving}
                        onClick={() => void remove(d.date, d.name)}
                        aria-label={label(calendarLabels.remove, { name: d.name })}
                      >
                        {label(calendarLabels.removeShort)}
                      </Button>
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          {removeError ? (
            <Alert kind="danger" role="alert">
              {removeError}
            </Alert>
          ) : null}
          <p className="muted" role="status" data-testid="calendar-removed">
            {removed}
          </p>
          <AddDayForm year={year} companyDays={shown.days.filter((d) => d.kind === 'company')} />
        </>
      ) : null}
    </section>
  );
}
