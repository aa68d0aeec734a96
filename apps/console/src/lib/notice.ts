/** One line of feedback at the top of the console (login failures, logout reason, approvals). */
import { proxy } from 'valtio';

export type NoticeKind = 'success' | 'danger' | 'info';

export const noticeStore = proxy<{ notice: { kind: NoticeKind; text: string; at: number } | null }>({
  notice: null,
});

/** SPEC §9: alerts hide after 2000 ms. */
export const NOTICE_MS = 2000;
let timer: ReturnType<typeof setTimeout> | undefined;

export function showNotice(kind: NoticeKind, text: string): void {
  noticeStore.notice = { kind, text, at: Date.now() };
  clearTimeout(timer);
  timer = setTimeout(clearNotice, NOTICE_MS);
}

export function clearNotice(): void {
  noticeStore.notice = null;
}
