/**
 * File upload (SPEC §3 "Upload payload", §5 "File harus berupa gambar atau pdf", §7 File upload;
 * upload): multipart and base64, images (JPEG, PNG, GIF, WebP) or PDF recognised by their bytes, at most 5 MB;
 * the answer's url is served by this server at GET /files/:name.
 */
import { randomUUID } from 'node:crypto';
import { uploadEndpoints } from '@upah/core/contract/upload';
import type { Context } from 'hono';
import { HttpError } from '../http-error';
import { reply, route } from '../route';
import type { MockState, StoredFile } from '../state/types';
import { seedFile } from './seed-files';
import { defineDomain, type MockEnv } from './types';

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

/** A safe file name: the original base name (letters, digits, `-`, `_`, `.`) or a random one; never a collision. */
function storedName(state: MockState, original: string, kind: Kind, random: boolean): string {
  const base = original
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  let name = random || !base ? `${randomUUID()}.${kind.ext}` : `${base}.${kind.ext}`;
  for (let n = 2; state.files.has(name); n++) name = `${base}-${n}.${kind.ext}`;
  return name;
}

function store(
  state: MockState,
  c: Context<MockEnv>,
  bytes: Uint8Array,
  original: string,
  random: boolean,
  ownerId: number,
  nowMs: number,
): string {
  if (bytes.length === 0) throw new HttpError(400, UPLOAD_MESSAGES.empty);
  if (bytes.length > MAX_UPLOAD_BYTES) throw new HttpError(400, UPLOAD_MESSAGES.tooLarge);
  const kind = sniffKind(bytes);
  if (!kind) throw new HttpError(400, UPLOAD_MESSAGES.wrongType);
  const name = storedName(state, original, kind, random);
  const file: StoredFile = { name, contentType: kind.contentType, bytes, ownerId, createdAt: nowMs };
  state.files.set(name, file);
  return `${new URL(c.req.url).origin}/files/${encodeURIComponent(name)}`;
}

export const uploadDomain = defineDomain({
  name: 'upload',
  register(app, ctx) {
    route(app, uploadEndpoints.file, async ({ input, user, state, c, now }) => {
      const file = input.body.file;
      if (file.size > MAX_UPLOAD_BYTES) throw new HttpError(400, UPLOAD_MESSAGES.tooLarge);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const original = 'name' in file && typeof file.name === 'string' ? file.name : 'file';
      const url = store(
        state,
        c,
        bytes,
        original,
        input.body.randomFilename === 'true',
        user.id,
        now.getTime(),
      );
      return reply({ url }, UPLOAD_MESSAGES.success);
    });

    route(app, uploadEndpoints.base64, ({ input, user, state, c, now }) => {
      const data = input.body.image.replace(/^data:image\/jpeg;base64,/, '');
      if ((data.length * 3) / 4 > MAX_UPLOAD_BYTES + 3) throw new HttpError(400, UPLOAD_MESSAGES.tooLarge);
      const bytes = new Uint8Array(Buffer.from(data, 'base64'));
      const url = store(state, c, bytes, 'selfie', input.body.randomFilename, user.id, now.getTime());
      return reply({ url }, UPLOAD_MESSAGES.success);
    });

    // The stored files, public like a bucket URL (the apps put them in <img src>).
    app.get('/files/:name', (c) => {
      const name = c.req.param('name');
      const file = ctx.state.files.get(name) ?? seedFile(name);
      if (!file) return c.json({ message: UPLOAD_MESSAGES.notFound }, 404);
      return c.body(file.bytes.slice().buffer, 200, {
        'content-type': file.contentType,
        'cache-control': 'public, max-age=3600',
        'content-length': String(file.bytes.length),
      });
    });
  },
});
