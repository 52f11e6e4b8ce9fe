import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';

const config = loadConfig();
const database = await openDatabase(config);
const app = createApp({ config, database });

const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
  const url = `http://localhost:${info.port}`;
  console.log(`Legal-docs reference server on ${url}/my-account/ (database: ${database.kind})`);
  console.log(
    `Brands by host: main.localhost, contracts.localhost, fr.localhost, de.localhost (port ${info.port})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close();
    void database.close().then(() => process.exit(0));
  });
}
