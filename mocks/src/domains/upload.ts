/**
 * File upload (SPEC §3 "Upload payload", §5 "File harus berupa gambar atau pdf", §7 File upload;
 * upload): multipart and base64, images (JPEG, PNG, GIF, WebP) or PDF recognised by their bytes, at most 5 MB;
 * the answer's url is host-relative (`/files/<random name>`), served by this server at GET /files/:name to the
 * people entitled to it (file-urls.ts; DESIGN "Evidence").
 *
 * The server always chooses a random name (a UUID): `randomFilename` is read and ignored, so no name can be
 * guessed (`selfie.jpg`, `selfie-2.jpg`, …). Who uploaded a file and when is kept: a write that records it checks
 * both (./evidence.ts).
 */
import { randomUUID } from 'node:crypto';
import { uploadEndpoints } from '@upah/core/contract/upload';
import { HttpError, SERVER_MESSAGES } from '../http-error';
import { reply, route } from '../route';
import { lookupSession } from '../state/sessions';
import type { MockState, StoredFile } from '../state/types';
import { seedFile } from './seed-files';
import { defineDomain } from './types';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

export const UPLOAD_MESSAGES = {
  success: 'Berhasil mengirim file',
  wrongType: 'File harus berupa gambar atau pdf',
  tooLarge: 'Ukuran file maksimal 5 MB',
  empty: 'File kosong',
  notFound: 'File tidak ditemukan',
} as const;

interface Kind {
  ext: string;
  contentType: string;
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);

/** The file type by its first bytes (a declared content type or name is not trusted). */
export function sniffKind(bytes: Uint8Array): Kind | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { ext: 'jpg', contentType: 'image/jpeg' };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { ext: 'png', contentType: 'image/png' };
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return { ext: 'gif', contentType: 'image/gif' };
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: 'webp', contentType: 'image/webp' };
  }
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d]))
    return { ext: 'pdf', contentType: 'application/pdf' };
  return null;
}

/** A random name (a UUID and the sniffed extension); never a collision. */
function storedName(state: MockState, kind: Kind): string {
  let name = `${randomUUID()}.${kind.ext}`;
  while (state.files.has(name)) name = `${randomUUID()}.${kind.ext}`;
  return name;
}

function store(state: MockState, bytes: Uint8Array, ownerId: number, nowMs: number): string {
  if (bytes.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
  const kind = sniffKind(bytes);
  if (!kind) throw new HttpError(400, UPLOAD_MESSAGES.wrongType);
  const name = storedName(state, kind);
  const file: StoredFile = { name, contentType: kind.contentType, bytes, ownerId, createdAt: nowMs };
  state.files.set(name, file);
  return `/files/${name}`;
}

export const uploadDomain = defineDomain({
  name: 'upload',
  register(app, ctx) {
    route(app, uploadEndpoints.file, async ({ input, user, state, now }) => {
      const file = input.body.file;
      if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      return reply({ url: store(state, bytes, user.id, now.getTime()) }, UPLOAD_MESSAGES.success);
    });

    route(app, uploadEndpoints.base64, ({ input, user, state, now }) => {
      const data = input.body.image.replace(/^data:image\/jpeg;base64,/, '');
      if ((data.length * 3) / 4 > MAX_UPLOAD_BYTES + 3) throw new HttpError(413, UPLOAD_MESSAGES.tooLarge);
      const bytes = new Uint8Array(Buffer.from(data, 'base64'));
      return reply({ url: store(state, bytes, user.id, now.getTime()) }, UPLOAD_MESSAGES.success);
    });

    // The stored files, to those entitled to them (file-urls.ts): a valid signature of an answer, or a signed-in
    // owner or owner's direct supervisor. Never cached by a shared cache or kept on the device.
    app.get('/files/:name', (c) => {
      const name = c.req.param('name');
      const nowMs = ctx.now().getTime();
      const file = ctx.state.files.get(name);
      const served = file ?? seedFile(name);
      const headers = { 'cache-control': 'private, no-store', 'x-content-type-options': 'nosniff' };
      const signed = ctx.fileUrls.verify(name, c.req.query('exp'), c.req.query('sig'), nowMs);
      if (!signed) {
        const auth = c.req.header('authorization');
        if (auth === undefined && c.req.query('sig') === undefined) {
          return c.json({ message: SERVER_MESSAGES.unauthorized }, 401, headers);
        }
        const session = auth === undefined ? null : lookupSession(ctx.state, auth, nowMs);
        const viewer = session?.ok ? ctx.state.employees.get(session.session.employeeId) : undefined;
        const owner = file ? ctx.state.employees.get(file.ownerId) : undefined;
        const entitled =
          viewer !== undefined &&
          owner !== undefined &&
          (owner.id === viewer.id || owner.supervisorId === viewer.id);
        if (!entitled) return c.json({ message: UPLOAD_MESSAGES.notFound }, 404, headers);
      }
      if (!served) return c.json({ message: UPLOAD_MESSAGES.notFound }, 404, headers);
      return c.body(served.bytes.slice().buffer, 200, {
        ...headers,
        'content-type': served.contentType,
        'content-length': String(served.bytes.length),
      });
    });
  },
});
