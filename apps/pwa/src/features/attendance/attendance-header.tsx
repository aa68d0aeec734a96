/** SPEC §2 attendance header: a title and a back button. */
import { attendanceLabels } from '@upah/core/catalogue/labels-attendance';
import { useNavigate } from 'react-router-dom';
import { useCopy } from '../../lib/use-copy';
import { BackIcon } from '../../ui/back-icon';

export function AttendanceHeader({ title, back }: { title: string; back: string | -1 }) {
  const navigate = useNavigate();
  const { label } = useCopy();
  return (
    <header className="att-header">
      <button
        type="button"
        className="att-header__back"
        aria-label={label(attendanceLabels.back)}
        onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
      >
        <BackIcon />
      </button>
      <h1 className="att-header__title">{title}</h1>
    </header>
  );
}
