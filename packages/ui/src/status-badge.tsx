/**
 * A status as a word and a colour, never colour alone (DESIGN "Charts"): a pill with a coloured dot and the word.
 * `tone` picks the colour pair (each AA on its soft background, status-badge.css); the team board maps each day
 * status to its tone with `teamStatusTone`, the chart draws the same colours (`teamStatusColor`).
 */
import type { TeamDayStatus } from '@upah/core/contract/team';
import type { ReactNode } from 'react';
import './status-badge.css';

export type StatusTone =
  | 'neutral'
  | 'info'
  | 'success'
  | 'warning'
  | 'danger'
  | 'leave'
  | 'permission'
  | 'remote'
  | 'holiday';

export function StatusBadge({ tone, children }: { tone: StatusTone; children: ReactNode }) {
  return (
    <span className={`status-badge status-badge--${tone}`} data-tone={tone}>
      <span className="status-badge__dot" aria-hidden="true" />
      {children}
    </span>
  );
}

const TEAM_TONES: Record<TeamDayStatus, StatusTone> = {
  not_started: 'neutral',
  not_yet: 'info',
  present: 'success',
  late: 'warning',
  absent: 'danger',
  leave: 'leave',
  permission: 'permission',
  remote: 'remote',
  holiday: 'holiday',
  off: 'neutral',
};

/** The tone of a day status on the team board. */
export function teamStatusTone(status: TeamDayStatus): StatusTone {
  return TEAM_TONES[status];
}

/** The solid colour of a day status (the chart's bars; the legend and table say the word). */
export function teamStatusColor(status: TeamDayStatus): string {
  return `var(--status-${TEAM_TONES[status]}${status === 'off' ? '-light' : ''})`;
}
