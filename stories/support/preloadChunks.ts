/**
 * A story loader that fetches lazy chunks before the story renders. In a busy full test run a
 * first `import()` waits behind every other project's transforms, longer than a play function
 * should wait for a dialog: the story then measures the dev server, not the component. Loaders
 * run within the test's own timeout.
 */
export function preloadChunks(...loads: ReadonlyArray<() => Promise<unknown>>) {
  return async () => {
    await Promise.all(loads.map((load) => load()));
  };
}
