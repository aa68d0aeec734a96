/** One fake server for a whole test file: started before its first test, emptied before each, closed after the last. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type FakeServer, startFakeServer } from './fake-server';

/** Answers the running server; call it inside tests and hooks, not at the top of the file. */
export function fakeServerPerFile(): () => FakeServer {
  let server: FakeServer | undefined;
  beforeAll(async () => {
    server = await startFakeServer();
  });
  afterAll(async () => {
    await server?.close();
  });
  beforeEach(() => {
    server?.reset();
  });
  return () => {
    if (!server) throw new Error('the fake server is not started yet');
    return server;
  };
}
