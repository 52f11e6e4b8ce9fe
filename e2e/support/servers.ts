import path from 'node:path';

/**
 * The e2e suite runs two Playwright workers, each against its own reference server on its own
 * embedded database: a worker's tests never see another worker's members change, and each
 * server's sign-in limits count only its own worker's sign-ins. Two, because the machine has two
 * cores (the browser and the server of one worker mostly wait on each other).
 */
export const e2eWorkers = 2;

/** The first server's port; worker n talks to port + n. */
const basePort = Number(process.env.E2E_PORT ?? 8181);

export const serverPort = (worker: number) => basePort + worker;

/** Each server's database and outbox, under the run's data folder (playwright.config.ts). */
export const serverDataDir = (worker: number) =>
  path.join(process.env.E2E_DATA ?? '.data/e2e', `server-${worker}`);

/** The worker this process runs tests for (Playwright's slot, 0 … workers − 1). */
export const thisWorker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
