export const CLOCK_CHECK_CHUNK: {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
};
