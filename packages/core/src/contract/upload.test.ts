import { describe, expect, it } from 'vitest';
import { failedFields } from '../testing/failed-fields';
import { geoEndpoints } from './geo';
import { UPLOAD_LOCATION, uploadEndpoints } from './upload';

describe('upload and geo contract (SPEC §3 Upload payload, §7 File upload, §7 Third-party calls)', () => {
  it("§7 File upload: multipart file, location 'file-request' and a random-filename flag", () => {
    const body = uploadEndpoints.file.body;
    const file = new Blob(['%PDF-1.4'], { type: 'application/pdf' });
    expect(UPLOAD_LOCATION).toBe('file-request');
    expect(body.safeParse({ file, location: 'file-request', randomFilename: 'true' }).success).toBe(true);
    expect(
      failedFields(body, { file: 'not a file', location: 'file-request', randomFilename: 'true' }),
    ).toEqual(['file']);
    expect(failedFields(body, { file, location: 'avatar', randomFilename: 'false' })).toEqual(['location']);
    expect(failedFields(body, { file, location: 'file-request', randomFilename: true })).toEqual([
      'randomFilename',
    ]);
  });

  it('§3 base64 variant is a JPEG; both return a url', () => {
    const body = uploadEndpoints.base64.body;
    expect(
      body.safeParse({
        image: 'data:image/jpeg;base64,/9j/4AAQSkZJRg==',
        location: 'file-request',
        randomFilename: true,
      }).success,
    ).toBe(true);
    expect(
      failedFields(body, {
        image: 'data:image/png;base64,iVBORw0KGgo=',
        location: 'file-request',
        randomFilename: true,
      }),
    ).toEqual(['image']);
    expect(uploadEndpoints.file.response.parse({ url: 'http://localhost:4010/files/a.jpg' })).toEqual({
      url: 'http://localhost:4010/files/a.jpg',
    });
  });

  it('§7 reverse geocoding reads lat and long from the query string', () => {
    expect(geoEndpoints.reverseGeocode.query.parse({ lat: '-6.2', long: '106.8' })).toEqual({
      lat: -6.2,
      long: 106.8,
    });
    expect(failedFields(geoEndpoints.reverseGeocode.query, { lat: '-100', long: '106.8' })).toEqual(['lat']);
  });
});
