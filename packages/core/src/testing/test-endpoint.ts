import { type DeclaredEndpoint, type Endpoint, endpoint, type Schema } from '../contract/endpoint';

type Defaults = 'access' | 'method' | 'host';

/**
 * An endpoint for the API client's tests: id `test.<name>`, an employee's GET on the main host unless `parts` says
 * otherwise, so each test declares only what it is about (the body, the answer, a money-moving write…).
 */
export function testEndpoint<
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(
  name: string,
  path: string,
  parts: Omit<Endpoint<P, Q, B, R>, 'id' | 'path' | Defaults> & Partial<Pick<Endpoint<P, Q, B, R>, Defaults>>,
): DeclaredEndpoint<P, Q, B, R> {
  return endpoint<P, Q, B, R>({
    id: `test.${name}`,
    path,
    access: { who: 'employee' },
    method: 'GET',
    host: 'main',
    ...parts,
  });
}
