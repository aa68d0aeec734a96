/**
 * The frame of every supervisor screen (SPEC §2 attendance area: "The header has a title and a back
 * button"; §6 supervisor only): the header with the back button to /attendance/, then the area gate
 * (@upah/ui/area-gate): attendance off, not allowed or not a supervisor opens the forbidden dialog (core's
 * `supervisorAreaBlock`), which leads back to /attendance/ when closed.
 */
import { supervisorLabels } from '@upah/core/catalogue/labels-supervisor';
import type { EmployeeProfile } from '@upah/core/contract/profile';
import { supervisorAreaBlock } from '@upah/core/rules/supervisor';
import { AreaStatus, useAreaGate } from '@upah/ui/area-gate';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { api } from '../../lib/api-client';
import { useCopy } from '../../lib/use-copy';
import { AreaForbidden } from '../../ui/area-forbidden';
import { AreaHeader } from '../../ui/area-header';
import { Page } from '../../ui/page';
import './supervisor.css';

export function SupervisorFrame({
  title,
  children,
}: {
  title: string;
  children: (profile: EmployeeProfile) => ReactNode;
}) {
  const { lang, label } = useCopy();
  const navigate = useNavigate();
  const gate = useAreaGate(api, supervisorAreaBlock);
  const back = () => navigate(paths.attendance);

  let body: ReactNode;
  if (gate.kind === 'ready') body = children(gate.profile);
  else if (gate.kind === 'blocked')
    body = (
      <AreaForbidden
        gate={gate}
        title={supervisorLabels.forbiddenTitle}
        leaveLabel={supervisorLabels.close}
        onLeave={back}
      />
    );
  else body = <AreaStatus gate={gate} lang={lang} />;

  return (
    <Page
      className="sup-page"
      header={
        <AreaHeader
          className="sup-header"
          title={title}
          backLabel={label(supervisorLabels.back)}
          onBack={back}
        />
      }
    >
      {body}
    </Page>
  );
}
