import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { daysSinceFixtureNow } from '../db/seed';

/** A migrated and seeded PGlite data directory, and the seed's day (its dates move with it). */
interface PgliteTemplate {
  dir: string;
  seedDay: number;
}

/**
 * How the template travels from the global setup to the test files (Vitest's provide/inject),
 * typed here rather than by augmenting Vitest's `ProvidedContext`, which the story projects'
 * untyped `provide` objects must stay assignable to.
 */
const templateKey = 'pgliteTemplate';
type Provide = (key: string, value: PgliteTemplate | null) => void;
type Inject = (key: string) => PgliteTemplate | null | undefined;

/**
 * The server project's global setup: migrates and seeds one PGlite database before the first
 * file. Each test server then starts on a copy of its files (about 0.3 s) instead of creating,
 * migrating and seeding its own (2–3 s each, twenty-odd times per run, and far slower beside
 * the story browsers). The copy is the same database a fresh start writes: nothing else in a
 * test server differs. On PostgreSQL (`TEST_DATABASE_URL`) each test server still creates its own.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    (project.provide as Provide)(templateKey, null);
    return;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ld-pglite-template-'));
  // Taken before seeding: should midnight pass meanwhile, the copies are refused, never wrong.
  const seedDay = daysSinceFixtureNow(new Date());
  const database = await openDatabase({ dataDir: dir, databaseUrl: undefined }, { seed: true });
  await database.close();
  (project.provide as Provide)(templateKey, { dir, seedDay });
  return () => rmSync(dir, { recursive: true, force: true });
}

/**
 * Fills the empty `dataDir` with a copy of the run's seeded template, if there is one and it
 * was seeded today (a run that crosses midnight seeds afresh, so dates stay relative to the
 * day the test runs). Otherwise `dataDir` stays empty and the test server seeds its own.
 */
export function copySeededTemplate(dataDir: string): void {
  let template: PgliteTemplate | null | undefined;
  try {
    template = (inject as Inject)(templateKey);
  } catch {
    return; // outside a Vitest test file (the micro-benchmarks)
  }
  if (!template || template.seedDay !== daysSinceFixtureNow(new Date())) return;
  cpSync(template.dir, dataDir, { recursive: true });
}
