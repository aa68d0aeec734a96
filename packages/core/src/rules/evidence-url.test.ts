/**
 * DESIGN "Evidence" (OWASP ASVS 5.0 V1.2.2): only a file our upload call stored reaches an `<img>` or a link.
 * Table tests at each boundary, and a property test over arbitrary URL strings: whatever an answer carries, what
 * comes out is our upload host followed by `/files/<name>`, or nothing.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EVIDENCE_FILE_NAME, evidenceFileName, evidenceSrc } from './evidence-url';

const NAME = '3f2b6c1e-8d4a-4b7e-9c2f-1a2b3c4d5e6f.jpg';

describe('evidenceSrc: what may reach an <img> or a link', () => {
  it.each([
    ['/api', `/files/${NAME}`, `/api/files/${NAME}`],
    ['/api/', `/files/${NAME}`, `/api/files/${NAME}`],
    ['', '/files/seed-selfie-3.jpg', '/files/seed-selfie-3.jpg'],
    [
      '/api',
      `/files/${NAME}?exp=1790000000&sig=abcdefghijklmnop_-12`,
      `/api/files/${NAME}?exp=1790000000&sig=abcdefghijklmnop_-12`,
    ],
    ['https://up.upah.id', `/files/${NAME}`, `https://up.upah.id/files/${NAME}`],
    ['https://up.upah.id', `https://up.upah.id/files/${NAME}`, `https://up.upah.id/files/${NAME}`],
    ['https://up.upah.id/v1', `https://up.upah.id/v1/files/a.pdf`, 'https://up.upah.id/v1/files/a.pdf'],
  ])('upload host %j: %j → %j', (host, url, src) => {
    expect(evidenceSrc(host, url)).toBe(src);
  });

  it.each([
    ['an outside URL', '/api', 'https://tracker.invalid/pixel.png'],
    ['an outside URL with our path', '/api', `https://tracker.invalid/files/${NAME}`],
    ['an outside host sharing our prefix', 'https://up.upah.id', `https://up.upah.id.evil.id/files/${NAME}`],
    ['javascript:', '/api', 'javascript:alert(1)'],
    ['JavaScript: in capitals', '/api', 'JaVaScRiPt:alert(1)'],
    ['data:', '/api', 'data:image/png;base64,AAAA'],
    ['blob:', '/api', 'blob:http://127.0.0.1/abc'],
    ['protocol-relative', '/api', `//tracker.invalid/files/${NAME}`],
    ['another path', '/api', '/employee/profile/current'],
    ['a traversal', '/api', '/files/../employee.jpg'],
    ['an encoded slash', '/api', '/files/a%2Fb.jpg'],
    ['a sub-folder', '/api', '/files/a/b.jpg'],
    ['another extension', '/api', '/files/a.svg'],
    ['an html file', '/api', '/files/a.html'],
    ['another query', '/api', `/files/${NAME}?x=1`],
    ['a fragment', '/api', `/files/${NAME}#x`],
    ['an absolute URL on a relative upload host', '/api', `http://127.0.0.1:4010/files/${NAME}`],
    ['an empty string', '/api', ''],
    ['not a string', '/api', 42],
    ['null', '/api', null],
  ])('refuses %s', (_what, host, url) => {
    expect(evidenceSrc(host, url)).toBeNull();
  });

  it('refuses everything on an upload host that is not a path or an http(s) URL', () => {
    expect(evidenceSrc('javascript:alert(1)', `/files/${NAME}`)).toBeNull();
  });

  it('names the stored file of a host-relative URL', () => {
    expect(evidenceFileName(`/files/${NAME}?exp=1&sig=abcdefghijklmnop`)).toBe(NAME);
    expect(evidenceFileName('/files/.jpg')).toBeNull();
  });
});

describe('property: nothing but our upload host and /files/<name> comes out', () => {
  const hosts = ['/api', '', 'https://up.upah.id', 'http://127.0.0.1:4010/api'] as const;
  const shape = (host: string, src: string) => {
    expect(src.startsWith(`${host}/files/`)).toBe(true);
    const rest = src.slice(`${host}/files/`.length);
    const name = rest.split('?')[0] ?? '';
    expect(name).toMatch(EVIDENCE_FILE_NAME);
    expect(src).not.toMatch(/[<>"'\s\\]/);
  };

  it('over arbitrary strings, web URLs and our own paths with noise', { timeout: 30_000 }, () => {
    const url = fc.oneof(
      fc.string({ maxLength: 80 }),
      fc.string({ unit: 'binary', maxLength: 80 }),
      fc.webUrl({ withQueryParameters: true, withFragments: true }),
      fc
        .constantFrom(
          'javascript:',
          'JAVASCRIPT:',
          'data:',
          'vbscript:',
          'blob:',
          '//',
          '/files/',
          'https://up.upah.id/files/',
        )
        .chain((p) => fc.string({ maxLength: 60 }).map((s) => p + s)),
      fc
        .tuple(
          fc.constantFrom(...hosts, 'https://evil.id'),
          fc.string({ maxLength: 40 }),
          fc.string({ maxLength: 20 }),
        )
        .map(([h, name, tail]) => `${h}/files/${name}${tail}`),
    );
    fc.assert(
      fc.property(fc.constantFrom(...hosts), url, (host, candidate) => {
        const src = evidenceSrc(host, candidate);
        if (src !== null) shape(host, src);
      }),
      { numRuns: 3000 },
    );
  });

  it('every name the server gives keeps its image', () => {
    const name = fc
      .tuple(
        fc.stringMatching(/^[A-Za-z0-9][A-Za-z0-9_-]{0,40}$/),
        fc.constantFrom('jpg', 'png', 'webp', 'pdf'),
      )
      .map(([base, ext]) => `${base}.${ext}`);
    fc.assert(
      fc.property(fc.constantFrom(...hosts), name, (host, n) => {
        const src = evidenceSrc(host, `/files/${n}`);
        expect(src).toBe(`${host}/files/${n}`);
      }),
    );
  });
});
