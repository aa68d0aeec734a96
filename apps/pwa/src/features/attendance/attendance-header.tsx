/** SPEC §2 attendance header: a title and a back button (the areas' header, ../../ui/area-header.tsx). */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { useNavigate } from 'react-router-dom';
import { useCopy } from '../../lib/use-copy';
import { AreaHeader } from '../../ui/area-header';

export function AttendanceHeader({ title, back }: { title: string; back: string | -1 }) {
  const navigate = useNavigate();
  const { label } = useCopy();
  return (
    <AreaHeader
      className="att-header"
      title={title}
      backLabel={label(attendanceLabels.back)}
      onBack={() => (back === -1 ? navigate(-1) : navigate(back))}
    />
  );
}
