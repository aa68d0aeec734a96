/**
 * The OpenAPI check: answers of the mock checked against the generated OpenAPI document (docs/openapi.json is
 * `buildOpenApi()`), so document, contract and mock cannot drift apart. Every in-process test app
 * (test-support.ts `testApp`) runs it on every answer of a contract endpoint: the status must be one the
 * operation declares (2xx and 4xx; anything else falls to `default`) and the body must match that response's
 * schema (ajv, JSON Schema draft 2020-12, the dialect of OpenAPI 3.1, with formats). Test-only.
 */
import type { Endpoint } from '@upah/core/contract/endpoint';
import { buildOpenApi, openApiPath } from '@upah/core/openapi';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Responses = Record<string, { content?: Record<string, { schema: object }> }>;
type Document = {
  paths: Record<string, Record<string, { responses: Responses }>>;
  components: { schemas: Record<string, object> };
};

let doc: Document | undefined;
// multipleOfPrecision: zod's multipleOf(0.01) accepts 12.34, which is not an exact float multiple of 0.01.
const ajv = new Ajv2020({ allErrors: false, strict: true, multipleOfPrecision: 9 });
addFormats.default(ajv);
const validators = new Map<string, ValidateFunction>();

function documentOnce(): Document {
  doc ??= buildOpenApi() as Document;
  return doc;
}

/** Replaces `{ $ref: '#/components/schemas/X' }` with the schema it names (ajv sees one self-contained schema). */
function resolved(schema: unknown, components: Document['components']): unknown {
  if (Array.isArray(schema)) return schema.map((s) => resolved(s, components));
  if (!schema || typeof schema !== 'object') return schema;
  const ref = (schema as { $ref?: unknown }).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    return resolved(components.schemas[ref.slice('#/components/schemas/'.length)], components);
  }
  // `x-…` annotations (x-spec-extension) are for readers; ajv's strict mode would refuse them as keywords.
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([k]) => !k.startsWith('x-'))
      .map(([k, v]) => [k, resolved(v, components)]),
  );
}

/** Why an answer breaks the document, or undefined when it matches. */
export function openApiProblem(endpoint: Endpoint, status: number, body: unknown): string | undefined {
  const operation = documentOnce().paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
  if (!operation) return `no operation ${endpoint.method} ${openApiPath(endpoint.path)} in the document`;
  const declared = operation.responses[String(status)];
  if (!declared && status < 500) {
    return `status ${status} is not declared (name it in the endpoint's doc, e.g. "${status} when …")`;
  }
  const response = declared ?? operation.responses.default;
  const schema = response?.content?.['application/json']?.schema;
  if (!schema) return `no JSON schema for status ${status}`;
  const key = `${endpoint.id} ${declared ? status : 'default'}`;
  let validate = validators.get(key);
  if (!validate) {
    try {
      validate = ajv.compile(resolved(schema, documentOnce().components) as object);
    } catch (error) {
      return `the document's schema for ${status} does not compile: ${String(error)}`;
    }
    validators.set(key, validate);
  }
  if (validate(body)) return undefined;
  return ajv.errorsText(validate.errors, { dataVar: 'body' });
}
