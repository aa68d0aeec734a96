/**
 * The contract's documentation text stays out of the apps' builds. Every schema SPEC does not show carries its
 * description (`specExtension(schema, 'text')`) and many endpoints say what SPEC leaves open (`doc: 'text'`, or
 * `docs: { … }` handed to a shared endpoint table): the
 * OpenAPI document (core/openapi, Node) reads them, the browser never does. In a client build each such text
 * becomes '' (parsed with TypeScript, so only those string literals change): the attendance contract's chunk lost
 * about a third of its bytes. Anything else in a contract file is left as written.
 */
import ts from 'typescript';

/** The contract's sources (packages/core/src/contract/*.ts, not its tests). */
const CONTRACT_FILE = /[\\/]packages[\\/]core[\\/]src[\\/]contract[\\/][^\\/]+(?<!\.test)\.ts$/;

/** A text: a string or template literal (a template's substitutions are the contract's constants, never calls). */
const isText = (node) =>
  ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node);

/** `code` with every `specExtension(…, 'text')` description and every `doc: 'text'` property emptied. */
export function stripContractDocs(code, fileName = 'contract.ts') {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const texts = [];
  const visit = (node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'specExtension' &&
      node.arguments.length === 2 &&
      isText(node.arguments[1])
    )
      texts.push(node.arguments[1]);
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name)) {
      if (node.name.text === 'doc' && isText(node.initializer)) texts.push(node.initializer);
      // a shared endpoint table's docs, handed over by each domain (request-endpoints.ts `docs: { … }`)
      if (node.name.text === 'docs' && ts.isObjectLiteralExpression(node.initializer))
        for (const property of node.initializer.properties)
          if (ts.isPropertyAssignment(property) && isText(property.initializer))
            texts.push(property.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let out = code;
  for (const text of texts.sort((a, b) => b.getStart(source) - a.getStart(source)))
    out = `${out.slice(0, text.getStart(source))}''${out.slice(text.getEnd())}`;
  return { code: out, stripped: texts.length };
}

/** The Vite plugin (both apps' builds): runs on the contract's sources before they are compiled. */
export function contractDocsStripped() {
  return {
    name: 'upah-contract-docs-stripped',
    enforce: 'pre',
    apply: 'build',
    transform(code, id) {
      if (!CONTRACT_FILE.test(id.split('?')[0] ?? '')) return null;
      const { code: out, stripped } = stripContractDocs(code, id);
      return stripped > 0 ? { code: out, map: null } : null;
    },
  };
}
