/**
 * "Perangkat baru" in the supervisor's approval queues of both apps (DESIGN "Evidence": a second phone waits for the
 * direct supervisor). Read with `tr(entry, lang)` from ./index.
 */
export const deviceRequestLabels = {
  title: { id: 'Perangkat baru', en: 'New device' },
  count: { id: '{count} menunggu', en: '{count} waiting' },
  asked: { id: '{device}, diminta {date}', en: '{device}, asked {date}' },
  approve: { id: 'Setujui', en: 'Approve' },
  reject: { id: 'Tolak', en: 'Reject' },
  reason: { id: 'Alasan penolakan', en: 'Reason for rejecting' },
  send: { id: 'Kirim penolakan', en: 'Send rejection' },
  cancel: { id: 'Batal', en: 'Cancel' },
} as const;
