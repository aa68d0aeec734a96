/**
 * One person's day on the team board (DESIGN "Team views and payroll"): status, shift, clock-in and clock-out with
 * late and early minutes, the presence type, the place (at the office, outside it, remote), the flags, the
 * clock-in or gate photo (opens full size), and the request that explains the day (leave with its category,
 * permission, remote work) with its status and reason.
 */
import type { Entry, Vars } from '@upah/core/catalogue';
import { presenceTypeEntry } from '@upah/core/catalogue/labels-presence-type';
import { teamFlagLabels, teamLabels, teamStatusLabels } from '@upah/core/catalogue/labels-team';
import type { TeamDayMember, TeamDayRequest } from '@upah/core/contract/team';
import { formatDate, formatTime } from '@upah/core/format';
import { requestStatusDisplay } from '@upah/core/rules/status';
import { Button } from './button';
import { Dialog } from './dialog';
import { PhotoLink } from './photo-link';
import { StatusBadge, teamStatusTone } from './status-badge';

type Label = (entry: Entry, vars?: Vars) => string;

const REQUEST_KIND: Record<TeamDayRequest['kind'], Entry> = {
  leave: teamLabels.requestKindLeave,
  permission: teamLabels.requestKindPermission,
  remote: teamLabels.requestKindRemote,
};

function placeOf(member: TeamDayMember): Entry {
  if (member.presenceType === 'remote') return teamLabels.requestKindRemote;
  if (member.flags.includes('outside-geofence')) return teamLabels.placeOutside;
  if (member.clockIn) return teamLabels.placeOffice;
  return teamLabels.placeUnknown;
}

function RequestText({ request, label }: { request: TeamDayRequest; label: Label }) {
  const period =
    request.startTime && request.endTime
      ? label(teamLabels.requestPeriod, {
          from: formatTime(request.startTime),
          to: formatTime(request.endTime),
        })
      : label(teamLabels.requestPeriod, {
          from: formatDate(request.startAt, 'short'),
          to: formatDate(request.endAt, 'short'),
        });
  return (
    <>
      <span>
        {label(REQUEST_KIND[request.kind])}
        {request.category ? ` · ${request.category.name}` : ''} · {period} ·{' '}
        {requestStatusDisplay(request.status).label}
      </span>
      {request.description ? <span className="team-day__reason">{request.description}</span> : null}
    </>
  );
}

export function TeamMemberDay({
  member,
  date,
  holiday,
  label,
  uploadHost,
  onClose,
}: {
  member: TeamDayMember | null;
  /** The day in words (the dialog's title). */
  date: string;
  /** The day's holiday in words ("Libur nasional: Natal"), null on a plain day. */
  holiday: string | null;
  label: Label;
  uploadHost: string;
  onClose: () => void;
}) {
  if (!member) return null;
  const none = label(teamLabels.none);
  const shift = member.shift
    ? `${member.shift.name} ${member.shift.start.replace(':', '.')}–${member.shift.end.replace(':', '.')}`
    : label(teamLabels.noShift);
  return (
    <Dialog
      open
      onClose={onClose}
      title={label(teamLabels.dayTitle, { name: member.name, date })}
      actions={
        <Button variant="secondary" onClick={onClose}>
          {label(teamLabels.close)}
        </Button>
      }
    >
      <div className="team-day" data-testid="team-day">
        {member.photo ? (
          <PhotoLink
            uploadHost={uploadHost}
            url={member.photo}
            alt={label(teamLabels.photoAlt, { name: member.name })}
            size={160}
          />
        ) : (
          <p className="muted">{label(teamLabels.noPhoto)}</p>
        )}
        <dl className="team-day__facts">
          <dt>{label(teamLabels.status)}</dt>
          <dd>
            <StatusBadge tone={teamStatusTone(member.status)}>
              {member.status === 'holiday' && holiday ? holiday : label(teamStatusLabels[member.status])}
            </StatusBadge>
            {member.lateMinutes > 0
              ? ` ${label(teamLabels.lateMinutes, { minutes: member.lateMinutes })}`
              : ''}
          </dd>
          {holiday && member.status !== 'holiday' ? (
            <>
              <dt>{label(teamStatusLabels.holiday)}</dt>
              <dd data-testid="team-day-holiday">{holiday}</dd>
            </>
          ) : null}
          <dt>{label(teamLabels.shift)}</dt>
          <dd>{shift}</dd>
          <dt>{label(teamLabels.clockIn)}</dt>
          <dd>{member.clockIn ? formatTime(member.clockIn) : none}</dd>
          <dt>{label(teamLabels.clockOut)}</dt>
          <dd>
            {member.clockOut ? formatTime(member.clockOut) : none}
            {member.earlyLeaveMinutes > 0
              ? ` · ${label(teamLabels.earlyMinutes, { minutes: member.earlyLeaveMinutes })}`
              : ''}
          </dd>
          <dt>{label(teamLabels.presenceType)}</dt>
          <dd>{member.presenceType ? label(presenceTypeEntry(member.presenceType)) : none}</dd>
          <dt>{label(teamLabels.place)}</dt>
          <dd>{label(placeOf(member))}</dd>
          <dt>{label(teamLabels.flags)}</dt>
          <dd>{member.flags.length ? member.flags.map((f) => label(teamFlagLabels[f])).join(', ') : none}</dd>
          <dt>{label(teamLabels.request)}</dt>
          <dd className="team-day__request" data-testid="team-day-request">
            {member.request ? (
              <RequestText request={member.request} label={label} />
            ) : (
              label(teamLabels.noRequest)
            )}
          </dd>
        </dl>
      </div>
    </Dialog>
  );
}
