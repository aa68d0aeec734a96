/** Source paths (files, or folders ending in '/') the PWA's `session` chunk holds. */
export const SESSION_SOURCES: string[];
export function inSessionChunk(id: string): boolean;
export const SESSION_CHUNK: {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
};
