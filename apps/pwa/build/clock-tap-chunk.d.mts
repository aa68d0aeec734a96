export const CLOCK_TAP_CHUNK: {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
};
