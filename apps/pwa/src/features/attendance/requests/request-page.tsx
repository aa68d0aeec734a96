/** The frame of a request screen: the §2 header (title + back) and the page content. */
import type { ReactNode } from 'react';
import { AttendanceHeader } from '../attendance-header';

export function RequestPage({ title, back, children }: { title: string; back: string; children: ReactNode }) {
  return (
    <div className="page">
      <AttendanceHeader title={title} back={back} />
      <main id="main" className="page__content stack">
        {children}
      </main>
    </div>
  );
}
