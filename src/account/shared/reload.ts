/**
 * The one home of account reloads (account-dashboard §4). Every account resource is made here by
 * name, and a mutation asks for reloads by name: features depend on this file, never on each
 * other's atoms. A reload is the resource's own `reload` (./platform/state/resource.ts): one
 * invalidation mechanism, whether a screen's "Try again" or a mutation asks for it.
 */
import { atom, type Getter } from 'jotai';
import type {
  EmailPreference,
  License,
  PaymentMethod,
  ProjectTile,
  Subscription,
  UpgradePath,
} from '../../platform/api/contract';
import { accountOwnerAtom } from '../../platform/session/atoms';
import { createResource, type Loaded, type Resource } from '../../platform/state/resource';

/** The account resources by name, with the data each holds. */
export interface AccountData {
  subscriptions: Subscription[];
  licenses: License[];
  upgradePaths: UpgradePath[];
  paymentMethods: PaymentMethod[];
  emailPreference: EmailPreference;
  projectTiles: ProjectTile[];
}

export type AccountDataName = keyof AccountData;

/** Each resource made so far, for reloads by name. */
const made: { [K in AccountDataName]?: Resource<AccountData[K]> } = {};

/**
 * Makes the account resource `name`: it loads with `load`, reloads by itself when the member's
 * secure id changes, and whenever `reloadAccountDataAtom` names it.
 */
export function accountResource<K extends AccountDataName>(
  name: K,
  load: (get: Getter, signal: AbortSignal) => Promise<Loaded<AccountData[K]>>,
): Resource<AccountData[K]> {
  const resource = createResource<AccountData[K]>((get, signal) => {
    get(accountOwnerAtom);
    return load(get, signal);
  }, name);
  (made as Record<K, Resource<AccountData[K]>>)[name] = resource;
  return resource;
}

/**
 * What to reload: `true`, or a test on the loaded data (reload only if it holds; data that is
 * not loaded, or failed to, is not reloaded).
 */
export type ReloadRequest = {
  [K in AccountDataName]?: true | ((data: AccountData[K]) => boolean);
};

/** Clears and reloads the named account resources (after a mutation). */
export const reloadAccountDataAtom = atom(
  null,
  async (get, set, request: ReloadRequest): Promise<void> => {
    const names = Object.keys(request) as AccountDataName[];
    const resourceOf = (name: AccountDataName) => made[name] as Resource<unknown> | undefined;
    // Unconditional reloads start at once, before any awaited test.
    for (const name of names) {
      const resource = resourceOf(name);
      if (resource && request[name] === true) set(resource.reload);
    }
    for (const name of names) {
      const when = request[name];
      const resource = resourceOf(name);
      if (when === true || when === undefined || !resource) continue;
      const loaded = await get(resource.value);
      if (loaded.ok && (when as (data: unknown) => boolean)(loaded.data)) set(resource.reload);
    }
  },
);
