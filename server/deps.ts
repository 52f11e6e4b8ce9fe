import type { ServerConfig } from './config';
import type { DatabaseHandle } from './db/client';

/** What the app and every route group are built from: configuration and the open database. */
export interface ServerDeps {
  config: ServerConfig;
  database: DatabaseHandle;
}
