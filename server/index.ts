// First: React's build is chosen by NODE_ENV when the render first loads it.
import './productionMode';
import { serve } from '@hono/node-server';
import { type BrandId, brandIds } from '../tokens/types';
import { createApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { demoMembers, demoPassword } from './db/seed';
import { logLine } from './log';

// A failure anywhere (start-up included) is logged as the request path logs it: a failed query
// by statement and SQLSTATE, never with the parameters it was given (password hashes, emails).
const crash = (error: unknown): never => {
  console.error(
    error instanceof ConfigError
      ? `Cannot start: ${error.message}`
      : `Reference server stopped: ${logLine(error)}`,
  );
  process.exit(1);
};
process.on('uncaughtException', crash);
process.on('unhandledRejection', crash);

const { config, database } = await (async () => {
  const config = loadConfig();
  return { config, database: await openDatabase(config, { seed: true }) };
})().catch(crash);
const seeded = database.seeded;
const app = createApp({ config, database });

/** Each brand's public host (`main.localhost`, `fr.localhost`… unless configured). */
const hostOf = (brand: BrandId) => new URL(config.publicOrigins[brand]).host;

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const port = info.port;
  console.log(`Legal-docs reference server: http://localhost:${port}/my-account/`);
  console.log(
    `Database: ${database.kind}${database.kind === 'pglite' ? ` (${config.dataDir})` : ''}${seeded ? ', demo data seeded' : ''}`,
  );
  console.log(
    `Brands by origin: ${brandIds.map((b) => `${config.publicOrigins[b]}/my-account/`).join('  ')}`,
  );
  console.log(`Demo accounts (password ${demoPassword}):`);
  for (const { brand, fixture } of demoMembers) {
    console.log(
      `  ${hostOf(brand).padEnd(20)} ${fixture.user.username.padEnd(38)} ${fixture.description}${fixture.user.hasPassword ? '' : ' (no password set)'}`,
    );
  }
  console.log(
    `Emails (password resets, cancellation confirmations) are written to ${config.outboxDir}`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
