/**
 * Errors a handler throws to answer like a backend (SPEC §8; DESIGN "mocks"): 400 invalid input, 401 no/expired token,
 * 403 disabled module / role / hierarchy, 404 unknown id, 409 state conflict. The body is `{ message, code? }`.
 */
export type ClientErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 422 | 429 | 503;

export class HttpError extends Error {
  readonly status: ClientErrorStatus | 500;
  readonly code: string | undefined;
  constructor(status: ClientErrorStatus | 500, message: string, code?: string) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
  }
}

/** `throw httpError(409, 'Pengajuan sudah diproses')` */
export function httpError(status: ClientErrorStatus, message: string, code?: string): HttpError {
  return new HttpError(status, message, code);
}

export function isHttpError(value: unknown): value is HttpError {
  return value instanceof HttpError;
}

/** Fixed server messages shared by every domain (Indonesian, like the real backend). */
export const SERVER_MESSAGES = {
  unauthorized: 'Token tidak valid, silakan login kembali',
  expired: 'Sesi telah berakhir, silakan login kembali',
  forbidden: 'Anda tidak memiliki akses untuk fitur ini.',
  notFound: 'Data tidak ditemukan',
  invalid: 'Permintaan tidak valid',
  unavailable: 'Layanan sedang tidak tersedia (simulasi mock)',
} as const;
