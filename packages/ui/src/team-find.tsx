/**
 * Finding people in a team list (core rules/team-search.ts), the same bar on the team board of both apps and the
 * console's month recap: the search (name or employee number), a select per department, work location and shift
 * (each only when the list has more than one to choose from), a status where the list offers one (the recap: who
 * had a day of it in the month) and the order. The owner keeps the search and the order (a store, the URL) and
 * counts what the rule keeps.
 */
import type { Entry, Lang, Vars } from '@upah/core/catalogue';
import { teamLabels } from '@upah/core/catalogue/labels-team';
import { formatCount } from '@upah/core/format/count';
import type { TeamSearch, TeamSort, teamSearchChoices } from '@upah/core/rules/team-search';
import { Field } from './field';
import { Select } from './select';
import './team-find.css';

const SORT_WORDS: Record<TeamSort, Entry> = {
  name: teamLabels.sortName,
  late: teamLabels.sortLate,
  absent: teamLabels.sortAbsent,
};

export function TeamFind({
  label,
  search,
  choices,
  sort,
  sorts,
  onSearch,
  onSort,
  status,
}: {
  label: (entry: Entry, vars?: Vars) => string;
  search: TeamSearch;
  choices: ReturnType<typeof teamSearchChoices>;
  sort: TeamSort;
  /** The orders offered, in this order. */
  sorts: readonly TeamSort[];
  onSearch: (change: Partial<TeamSearch>) => void;
  onSort: (sort: TeamSort) => void;
  /** A status to narrow to: its select's title, the value chosen (null: any) and the choices. */
  status?: {
    title: Entry;
    value: string | null;
    options: readonly { value: string; name: string }[];
    onChange: (value: string | null) => void;
  };
}) {
  const select = (
    key: 'department' | 'workLocation' | 'shift',
    title: Entry,
    options: readonly { value: string; name: string }[],
  ) =>
    options.length > 1 || search[key] !== null ? (
      <Select
        label={label(title)}
        value={search[key] ?? ''}
        onChange={(e) => onSearch({ [key]: e.target.value || null })}
        data-testid={`team-find-${key}`}
      >
        <option value="">{label(teamLabels.allChoices)}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </Select>
    ) : null;
  return (
    <div className="team-find" data-testid="team-find">
      <Field
        label={label(teamLabels.search)}
        type="search"
        className="team-find__search"
        value={search.text}
        onChange={(e) => onSearch({ text: e.target.value })}
      />
      {select(
        'department',
        teamLabels.department,
        choices.departments.map((d) => ({ value: d, name: d })),
      )}
      {select(
        'workLocation',
        teamLabels.workLocation,
        choices.workLocations.map((l) => ({ value: l.code, name: l.name })),
      )}
      {select(
        'shift',
        teamLabels.shift,
        choices.shifts.map((s) => ({ value: s, name: s })),
      )}
      {status ? (
        <Select
          label={label(status.title)}
          value={status.value ?? ''}
          onChange={(e) => status.onChange(e.target.value || null)}
          data-testid="team-find-status"
        >
          <option value="">{label(teamLabels.allChoices)}</option>
          {status.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.name}
            </option>
          ))}
        </Select>
      ) : null}
      <Select
        label={label(teamLabels.sort)}
        value={sort}
        onChange={(e) => onSort(sorts.find((s) => s === e.target.value) ?? 'name')}
        data-testid="team-find-sort"
      >
        {sorts.map((s) => (
          <option key={s} value={s}>
            {label(SORT_WORDS[s])}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The line under the bar: how many of the list the search keeps, counts in the reader's digits ('5 dari 1.200 orang'). */
export function TeamShown({
  label,
  lang,
  entry,
  shown,
  total,
  className,
  testId,
}: {
  label: (entry: Entry, vars?: Vars) => string;
  lang: Lang;
  /** The catalogue line, with {shown} and {total}. */
  entry: Entry;
  shown: number;
  total: number;
  className: string;
  testId: string;
}) {
  return (
    <p className={`muted ${className}`} data-testid={testId}>
      {label(entry, { shown: formatCount(shown, lang), total: formatCount(total, lang) })}
    </p>
  );
}
