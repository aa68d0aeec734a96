/**
 * UI labels of a request's detail in both apps' approval screens (DESIGN "Team views and payroll": context while
 * deciding) and of the employee's own leave balance on the leave form. SPEC has no such screen; the wording is ours.
 */
import type { Entry } from './index';

export const approvalDetailLabels = {
  open: { id: 'Rincian', en: 'Details' },
  openFor: { id: 'Rincian pengajuan {name}', en: "{name}'s request details" },
  title: { id: 'Rincian pengajuan: {name}', en: 'Request details: {name}' },
  request: { id: 'Pengajuan', en: 'Request' },
  reason: { id: 'Alasan', en: 'Reason' },
  noReason: { id: 'Tidak ada alasan ditulis', en: 'No reason written' },
  attachments: { id: 'Lampiran', en: 'Attachments' },
  attachmentAlt: {
    id: 'Lampiran {n} dari {name}, buka ukuran penuh',
    en: 'Attachment {n} of {name}, open full size',
  },
  noAttachments: { id: 'Tidak ada lampiran', en: 'No attachments' },
  history: { id: 'Lima pengajuan terakhir', en: 'Last five requests' },
  noHistory: { id: 'Belum ada pengajuan lain', en: 'No other requests yet' },
  loading: { id: 'Memuat…', en: 'Loading…' },
  balanceTitle: { id: 'Sisa cuti', en: 'Leave left' },
  balanceBefore: { id: 'Sebelum disetujui', en: 'Before approving' },
  balanceAfter: { id: 'Sesudah disetujui', en: 'After approving' },
  balanceDays: { id: '{days} hari', en: '{days} days' },
  usedTitle: { id: 'Dipakai tahun ini ({name})', en: 'Used this year ({name})' },
  balanceOf: {
    id: '{name}: {days} hari kerja dalam pengajuan ini',
    en: '{name}: {days} working days in this request',
  },
  noBalance: { id: 'Sisa cuti tidak tersedia', en: 'Leave balance not available' },
  alsoOff: { id: 'Juga tidak masuk', en: 'Also off' },
  alsoOffNone: { id: 'tidak ada', en: 'nobody' },
  alsoOffDays: { id: '{from} – {to}', en: '{from} – {to}' },
  alsoOffApproved: { id: 'Disetujui', en: 'Approved' },
  alsoOffPending: { id: 'Menunggu persetujuan', en: 'Pending' },
  shortStaffed: {
    id: 'Jika disetujui, hanya {atWork} dari {scheduled} orang yang masuk pada {date} (minimal {needed}).',
    en: 'If approved, only {atWork} of {scheduled} would be at work on {date} ({needed} needed).',
  },
  approve: { id: 'Approve', en: 'Approve' },
  reject: { id: 'Reject', en: 'Reject' },
  close: { id: 'Tutup', en: 'Close' },

  // the employee's own leave form
  ownBalance: { id: 'Sisa cuti tahunan: {days} hari', en: 'Annual leave left: {days} days' },
  ownWorkingDays: { id: 'Pengajuan ini: {days} hari kerja', en: 'This request: {days} working days' },
  ownBalanceAfter: {
    id: 'Sisa cuti tahunan sesudahnya: {days} hari',
    en: 'Annual leave left after it: {days} days',
  },
  ownNoWorkday: {
    id: 'Tanggal yang dipilih tidak mencakup hari kerja Anda.',
    en: 'The dates chosen hold none of your working days.',
  },
  ownBalanceOver: {
    id: 'Pengajuan ini {days} hari kerja, lebih dari sisa cuti tahunan ({left} hari). Tetap bisa dikirim.',
    en: 'This request is {days} working days, more than the annual leave left ({left} days). You can still send it.',
  },
} as const satisfies Record<string, Entry>;
