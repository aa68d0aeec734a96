/** One line of feedback at the top of the console (login failures, logout reason, approvals). */
import { proxy } from 'valtio';

export type NoticeKind = 'success' | 'danger' | 'info';

export const noticeStore = proxy<{ notice: { kind: NoticeKind; text: string; at: number } | null }>({
  notice: null,
});

export function showNotice(kind: NoticeKind, text: string): void {
  noticeStore.notice = { kind, text, at: Date.now() };
}

export function clearNotice(): void {
  noticeStore.notice = null;
}
