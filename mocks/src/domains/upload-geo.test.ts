/**
 * SPEC §5 ("File harus berupa gambar atau pdf"), §7 File upload and Third-party calls: upload and maps.
 */
import { describe, expect, it } from 'vitest';
import { callJson, loginAs, testApp } from '../test-support';
import { reverseGeocode } from './geo';
import { MAX_UPLOAD_BYTES } from './upload';

type App = ReturnType<typeof testApp>['app'];

async function uploadFile(
  app: App,
  token: string,
  bytes: Uint8Array<ArrayBuffer>,
  name: string,
  type: string,
) {
  const form = new FormData();
  form.set('file', new Blob([bytes], { type }), name);
  form.set('location', 'file-request');
  form.set('randomFilename', 'true');
  const res = await app.request('/upload/file', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: (await res.json()) as { message: string; data?: { url: string } } };
}

const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF');
const PNG_HEAD = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

describe('§7 upload', () => {
  it('§5 upload: a PDF is accepted and served back with its type', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await uploadFile(app, token, PDF, 'form.pdf', 'application/pdf');
    expect(answer.status).toBe(200);
    expect(answer.body.message).toBe('Berhasil mengirim file');
    const url = answer.body.data?.url ?? '';
    // the server names every file at random (a UUID), host-relative
    expect(url).toMatch(/^\/files\/[0-9a-f-]{36}\.pdf$/);
    const served = await app.request(url, { headers: { authorization: `Bearer ${token}` } });
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('cache-control')).toBe('private, no-store');
  });

  it('§5 upload: a text file (even named .jpg) is a 400 "File harus berupa gambar atau pdf"', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await uploadFile(app, token, new TextEncoder().encode('hello'), 'photo.jpg', 'image/jpeg');
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe('File harus berupa gambar atau pdf');
  });

  it('§7 upload: above 5 MB is a 413', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const big = new Uint8Array(MAX_UPLOAD_BYTES + 1);
    big.set(PNG_HEAD);
    const answer = await uploadFile(app, token, big, 'big.png', 'image/png');
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('Ukuran file maksimal 5 MB');
  });

  it('§7 upload: without a token 401; a JSON body to the multipart call 400', async () => {
    const { app } = testApp();
    expect((await callJson(app, 'POST', '/upload/file', { body: {} })).status).toBe(401);
    const token = await loginAs(app, 'employee');
    expect((await callJson(app, 'POST', '/upload/file', { token, body: { file: 'x' } })).status).toBe(400);
  });

  it('§7 upload base64: non-image data is a 400', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await callJson(app, 'POST', '/upload/base64', {
      token,
      body: {
        image: Buffer.from('not an image').toString('base64'),
        location: 'file-request',
        randomFilename: true,
      },
    });
    expect(answer.status).toBe(400);
  });

  it('§7 files: an unknown file name is a 404, even signed; without a signature or a session a 401', async () => {
    const { app, ctx, clock } = testApp();
    const token = await loginAs(app, 'employee');
    const signed = ctx.fileUrls.sign('nothing.jpg', clock.now().getTime());
    expect((await app.request(signed)).status).toBe(404);
    expect(
      (await app.request('/files/nothing.jpg', { headers: { authorization: `Bearer ${token}` } })).status,
    ).toBe(404);
    expect((await app.request('/files/nothing.jpg')).status).toBe(401);
  });

  it('§7 files: the seeded photos and loan forms the data points at are served on a signed URL, the same bytes each time', async () => {
    const { app, ctx, clock } = testApp();
    const at = (name: string) => ctx.fileUrls.sign(name, clock.now().getTime());
    const photo = await app.request(at('seed-selfie-3.jpg'));
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await photo.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([...PNG_HEAD.slice(0, 8)]);
    const again = new Uint8Array(await (await app.request(at('seed-selfie-3.jpg'))).arrayBuffer());
    expect(again).toEqual(bytes);
    const form = await app.request(at('seed-loan-form-7.pdf'));
    expect(form.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode(new Uint8Array(await form.arrayBuffer())).startsWith('%PDF-1.4')).toBe(
      true,
    );
    expect((await app.request(at('seed-..%2Fetc.jpg'))).status).toBe(404);
  });
});

describe('§7 maps stand-ins', () => {
  it('§7 reverse geocoding: deterministic, Indonesian-looking, by area; an office address near an office', () => {
    const { state } = testApp();
    const offices = [...state.offices.values()];
    const a = reverseGeocode(-6.2601, 106.8123, offices);
    expect(a).toBe(reverseGeocode(-6.2601, 106.8123, offices));
    expect(a).toMatch(/^Jl\. .+ No\.\d+, RT\.\d{3}\/RW\.\d{3}, .+, Kec\. .+, Jakarta Selatan, \d{5}$/);
    expect(reverseGeocode(-6.14, 106.9, offices)).toContain('Jakarta Utara');
    const office = offices[0];
    if (!office) throw new Error('no office');
    expect(reverseGeocode(office.lat, office.long, offices)).toContain(office.name);
  });

  it('§7 reverse geocoding endpoint: out-of-range latitude is a 400 naming lat', async () => {
    const { app } = testApp();
    const token = await loginAs(app, 'employee');
    const answer = await callJson(app, 'GET', '/geo/reverse?lat=123&long=106', { token });
    expect(answer.status).toBe(400);
    expect(answer.message).toMatch(/^lat: /);
  });

  it('§9 map tiles: /tiles/14/x/y.png is a PNG; out-of-range tiles are 404', async () => {
    const { app } = testApp();
    const res = await app.request('/tiles/14/13059/8458.png');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await app.request('/tiles/2/9/1.png')).status).toBe(404);
    expect((await app.request('/tiles/a/b/c.png')).status).toBe(404);
  });
});
