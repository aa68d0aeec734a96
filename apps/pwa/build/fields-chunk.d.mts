export const FIELDS_CHUNK: {
  name: string;
  includeDependenciesRecursively: boolean;
  test: (id: string) => boolean;
};
