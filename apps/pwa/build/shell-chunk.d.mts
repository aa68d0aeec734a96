export function inShellChunk(id: string): boolean;
export const SHELL_CHUNK: {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
};
