/**
 * The PWA's `fields` chunk: packages/ui's text area, select and photo/file fields, which the request forms, the
 * supervisor's presence form, production and the bank dialog load together. Left to automatic splitting they were
 * three files of 0.2 to 0.7 KB gzip each; as one, a request form loads ~0.1 KB less and one file fewer. The text
 * field itself stays out: /attendance and /login load it alone.
 */
const FIELD_MODULE = /packages\/ui\/src\/(text-area|select|file-pick)\.tsx$/;

/** The Rolldown `output.codeSplitting` group (only these modules, not what they import: React stays in the entry). */
export const FIELDS_CHUNK = {
  name: 'fields',
  includeDependenciesRecursively: false,
  test: (id) => FIELD_MODULE.test(id.split('\\').join('/')),
};
