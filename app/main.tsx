import { startAccountLoads } from '../src/account/app';
import { App, createAccountRouter } from './App';
import { bootstrap } from './bootstrap';

/** The /my-account/ app: the dashboard's routes inside the page shell. */
void bootstrap(
  'root',
  async (store, state) => <App router={await createAccountRouter(store, state?.router)} />,
  startAccountLoads,
);
