/** File upload on the upload service host (SPEC §3 "Upload payload", §7 File upload). */
import * as z from 'zod/mini';
import { messages } from '../catalogue/messages';
import { zBoolean } from './common';
import { endpoint } from './endpoint';

/** A Blob/File. Guarded so the module loads where Blob is missing (Node has it from 18, but stay safe). */
export const blob = z.custom<Blob>(
  (value) => typeof Blob !== 'undefined' && value instanceof Blob,
  'File must be a Blob or File',
);

/** SPEC §7: location is 'file-request'. */
export const UPLOAD_LOCATION = 'file-request';
export const uploadLocation = z.literal(UPLOAD_LOCATION);

/** Multipart fields are strings: the random-filename flag travels as 'true' or 'false'. */
export const randomFilenameFlag = z.enum(['true', 'false']);

/** Form fields of the multipart upload: `file`, `location`, `randomFilename`. */
export const uploadFileBody = z.object({
  file: blob,
  location: uploadLocation,
  randomFilename: randomFilenameFlag,
});
export type UploadFileBody = z.infer<typeof uploadFileBody>;

/** A base64 JPEG image (SPEC §3: "A base64 image variant is sent as jpeg"); a data URL prefix is allowed. */
export const uploadBase64Body = z.object({
  image: z
    .string()
    .check(z.regex(/^(data:image\/jpeg;base64,)?[A-Za-z0-9+/]+={0,2}$/, messages.imageBase64Jpeg)),
  location: uploadLocation,
  randomFilename: zBoolean,
});
export type UploadBase64Body = z.infer<typeof uploadBase64Body>;

export const uploadResponse = z.object({ url: z.string().check(z.minLength(1)) });
export type UploadResponse = z.infer<typeof uploadResponse>;

export const uploadEndpoints = {
  file: endpoint({
    id: 'upload.file',
    access: { who: 'employee' },
    method: 'POST',
    host: 'upload',
    path: '/upload/file',
    bodyType: 'multipart',
    body: uploadFileBody,
    response: uploadResponse,
    doc: 'The provider path is not in SPEC; we use /upload/file on the upload host. Multipart form fields file, location=file-request, randomFilename="true"|"false". Returns the public url of the stored file (the mock serves it at /files/:name).',
  }),
  base64: endpoint({
    id: 'upload.base64',
    access: { who: 'employee' },
    method: 'POST',
    host: 'upload',
    path: '/upload/base64',
    body: uploadBase64Body,
    response: uploadResponse,
    doc: 'JSON variant for selfies: image is base64 JPEG (optionally a data: URL). Stored as .jpg; returns its url.',
  }),
} as const;
