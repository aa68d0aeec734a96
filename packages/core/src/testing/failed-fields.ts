/**
 * Test helper for the contract tests (src/testing is reached by no package export): the field paths a
 * failed parse names, e.g. `['description']` or `['memberValues.0.value']`.
 */
import type * as z from 'zod/mini';

export function failedFields(schema: z.ZodMiniType, input: unknown): string[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => issue.path.map(String).join('.'));
}
