import { startAccountLoads } from '../src/account/app';
import { App } from './App';
import { bootstrap } from './bootstrap';

/** The /my-account/ app: the dashboard's routes inside the page shell. */
void bootstrap('root', () => <App />, startAccountLoads);
