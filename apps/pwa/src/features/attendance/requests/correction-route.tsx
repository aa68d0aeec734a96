/**
 * The attendance correction's two screens (/attendance/correction and /attendance/correction-request) behind one lazy
 * entry of the area's table: their chunks and the correction contract are listed here, not in the area's route
 * module, which every attendance screen loads. `preload` starts the screen a path shows (lazy-screen's nested area).
 */
import { lazyScreen } from '@upah/ui/lazy-screen';

const CorrectionListScreen = lazyScreen(() => import('./correction-list-screen'));
const CorrectionFormScreen = lazyScreen(() => import('./correction-form-screen'));

const isForm = (pathname: string) => pathname.endsWith('/correction-request');

export function preload(pathname: string): Promise<unknown> {
  return (isForm(pathname) ? CorrectionFormScreen : CorrectionListScreen).load();
}

export default function CorrectionRoute({ view }: { view: 'list' | 'form' }) {
  return view === 'form' ? <CorrectionFormScreen /> : <CorrectionListScreen />;
}
