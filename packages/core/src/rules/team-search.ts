/**
 * Finding people in a team list (DESIGN "Team views and payroll"): the board of the day and the month's
 * recap of a plant of thousands. One rule for both apps and both lists:
 * - the search text matches a person's name or employee number, ignoring case, diacritics ("André" is found by
 *   "andre") and runs of spaces; each word of the search must appear (in any order), so "wul wij" finds "Wulan
 *   Wijaya";
 * - department, work location and shift (its name) narrow to one value each (null: any);
 * - the order is the list's own (by name) or the most late minutes / absences first, by name within a tie.
 * The figures a screen shows follow the same narrowing (`teamSearchCount`), so a count is what the list holds.
 */

/** The text as the search compares it: lower case, without diacritics, single spaces, trimmed. */
export function searchKey(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** What a team list is narrowed by. Empty text and nulls narrow nothing. */
export interface TeamSearch {
  readonly text: string;
  readonly department: string | null;
  /** The work location's code. */
  readonly workLocation: string | null;
  /** The shift's name (a team-day member's shift of the day, a recap row's shift of the month). */
  readonly shift: string | null;
}

export const NO_TEAM_SEARCH: TeamSearch = { text: '', department: null, workLocation: null, shift: null };

/** What the rule reads of a person (a team-day member or a recap row). */
export interface Searchable {
  readonly name: string;
  readonly employeeNumber: string;
  readonly department: string | null;
  readonly workLocation: { readonly code: string; readonly name: string } | null;
  readonly shift: { readonly name: string } | null;
}

/** True when `person` is kept by `search`. */
export function matchesTeamSearch(person: Searchable, search: TeamSearch): boolean {
  if (search.department !== null && person.department !== search.department) return false;
  if (search.workLocation !== null && person.workLocation?.code !== search.workLocation) return false;
  if (search.shift !== null && person.shift?.name !== search.shift) return false;
  const words = searchKey(search.text).split(' ').filter(Boolean);
  if (words.length === 0) return true;
  const haystack = `${searchKey(person.name)} ${searchKey(person.employeeNumber)}`;
  return words.every((w) => haystack.includes(w));
}

/** The people `search` keeps, in their order. */
export function teamSearched<T extends Searchable>(people: readonly T[], search: TeamSearch): readonly T[] {
  const plain =
    search.text.trim() === '' &&
    search.department === null &&
    search.workLocation === null &&
    search.shift === null;
  return plain ? people : people.filter((p) => matchesTeamSearch(p, search));
}

/** How a team list is ordered: as it came (by name), or the largest figure first. */
export type TeamSort = 'name' | 'late' | 'absent';

/** `people` in `sort`'s order; `figure` reads the figure sorted by (late minutes, absences). Stable. */
export function teamSorted<T extends { readonly name: string }>(
  people: readonly T[],
  sort: TeamSort,
  figure: (person: T, sort: Exclude<TeamSort, 'name'>) => number,
): readonly T[] {
  if (sort === 'name') return people;
  return [...people].sort((a, b) => figure(b, sort) - figure(a, sort) || a.name.localeCompare(b.name, 'id'));
}

/** The departments, work locations and shifts among `people`, each once and by name: a filter's choices. */
export function teamSearchChoices(people: readonly Searchable[]): {
  departments: string[];
  workLocations: { code: string; name: string }[];
  shifts: string[];
} {
  const departments = new Set<string>();
  const locations = new Map<string, string>();
  const shifts = new Set<string>();
  for (const p of people) {
    if (p.department) departments.add(p.department);
    if (p.workLocation) locations.set(p.workLocation.code, p.workLocation.name);
    if (p.shift) shifts.add(p.shift.name);
  }
  return {
    departments: [...departments].sort((a, b) => a.localeCompare(b, 'id')),
    shifts: [...shifts].sort((a, b) => a.localeCompare(b, 'id')),
    workLocations: [...locations]
      .map(([code, name]) => ({ code, name }))
      .sort((a, b) => a.name.localeCompare(b.name, 'id')),
  };
}
