/** SPEC §2 attendance header: a title and a back button. */
import { useNavigate } from 'react-router-dom';
import { useText } from './use-text';

export function AttendanceHeader({ title, back }: { title: string; back: string | -1 }) {
  const navigate = useNavigate();
  const { text } = useText();
  return (
    <header className="att-header">
      <button
        type="button"
        className="att-header__back"
        aria-label={text('back')}
        onClick={() => (back === -1 ? navigate(-1) : navigate(back))}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M15 5l-7 7 7 7"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <h1 className="att-header__title">{title}</h1>
    </header>
  );
}
