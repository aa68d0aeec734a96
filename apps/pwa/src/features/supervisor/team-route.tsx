/**
 * /attendance/team "Tim hari ini" (DESIGN "Team views and payroll"), in the supervisor area beside Supervisor
 * Absen and Approval: supervisors only (the frame's area gate; anyone else gets the forbidden dialog). The shared
 * team screen (@upah/ui/team-today-screen: the board on core's team-day store, its filters in the address) at 360 px:
 * the figures, the chart under them, the list. It keeps itself current every 60 s, on focus and when the app is
 * shown again.
 */
import { useTeamTitle } from '@upah/ui/team-board';
import { TeamTodayScreen } from '@upah/ui/team-today-screen';
import { env } from '../../config/env';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { SupervisorFrame } from './supervisor-frame';

function TeamScreen() {
  const { label, lang } = useCopy();
  return (
    <TeamTodayScreen client={api} label={label} lang={lang} layout="narrow" uploadHost={env.uploadHost} />
  );
}

export default function TeamRoute() {
  const { label, lang } = useCopy();
  return <SupervisorFrame title={useTeamTitle(label, lang)}>{() => <TeamScreen />}</SupervisorFrame>;
}
