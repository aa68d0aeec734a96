/**
 * "Perangkat baru" in the supervisor's approval queues of both apps and the phone's own words about its approval
 * (DESIGN "Evidence": a second phone waits for the direct supervisor). Read with `tr(entry, lang)` from ./index; kept
 * out of ./messages so pages that never show them do not load them.
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
  approved: { id: 'Perangkat disetujui', en: 'Device approved' },
  rejected: { id: 'Perangkat ditolak', en: 'Device rejected' },
  moveAsked: {
    id: 'Permintaan pindah ke ponsel ini sudah dikirim ke atasan Anda.',
    en: 'Your request to move to this phone was sent to your supervisor.',
  },
} as const;
