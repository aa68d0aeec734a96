/**
 * WAI-ARIA tabs (the loan detail's, the approval queue's): a tablist whose arrow keys move to the next or previous
 * tab (wrapping) and focus it; only the chosen tab is in the tab order; each tab names its panel.
 */
import { type KeyboardEvent, useRef } from 'react';

export function TabList<T extends string | number>({
  label,
  tabs,
  current,
  onChoose,
  idBase,
  panelOf,
  className,
  tabClassName,
}: {
  /** The tablist's accessible name. */
  label: string;
  tabs: readonly { id: T; text: string }[];
  current: T;
  onChoose: (tab: T) => void;
  /** Tab `t` gets the id `${idBase}-tab-${t}` (what its panel's aria-labelledby names). */
  idBase: string;
  /** The id of the panel tab `t` controls. */
  panelOf: (tab: T) => string;
  className: string;
  tabClassName: (selected: boolean) => string;
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({});
  const onKey = (event: KeyboardEvent) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const at = tabs.findIndex((t) => t.id === current);
    const next = tabs[(at + step + tabs.length) % tabs.length]?.id ?? current;
    onChoose(next);
    refs.current[next]?.focus();
  };
  return (
    <div className={className} role="tablist" aria-label={label} onKeyDown={onKey}>
      {tabs.map(({ id, text }) => (
        <button
          key={id}
          ref={(el) => {
            refs.current[id] = el;
          }}
          type="button"
          role="tab"
          id={`${idBase}-tab-${id}`}
          aria-controls={panelOf(id)}
          aria-selected={id === current}
          tabIndex={id === current ? 0 : -1}
          className={tabClassName(id === current)}
          onClick={() => onChoose(id)}
        >
          {text}
        </button>
      ))}
    </div>
  );
}
