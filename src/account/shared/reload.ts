/**
 * The one home of account reloads (account-dashboard §4). Every account resource is made here by
 * name, and a mutation asks for reloads by name: features depend on this file, never on each
 * other's atoms. A reload bumps that resource's epoch; the resource reads its epoch (and the
 * member's secure id), so the next read starts a fresh load.
 */
import { type Atom, atom, type Getter, type PrimitiveAtom } from 'jotai';
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

const epochs: Record<AccountDataName, PrimitiveAtom<number>> = {
  subscriptions: atom(0),
  licenses: atom(0),
  upgradePaths: atom(0),
  paymentMethods: atom(0),
  emailPreference: atom(0),
  projectTiles: atom(0),
};

/** The value atom of each resource made so far, for conditional reloads. */
const made: { [K in AccountDataName]?: Atom<Promise<Loaded<AccountData[K]>>> } = {};

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
    get(epochs[name]);
    return load(get, signal);
  }, name);
  (made as Record<K, Atom<Promise<Loaded<AccountData[K]>>>>)[name] = resource.value;
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
    // Unconditional reloads start at once, before any awaited test.
    for (const name of names) if (request[name] === true) set(epochs[name], (n) => n + 1);
    for (const name of names) {
      const when = request[name];
      if (when === true || when === undefined) continue;
      const value = made[name] as Atom<Promise<Loaded<unknown>>> | undefined;
      if (!value) continue;
      const loaded = await get(value);
      if (loaded.ok && (when as (data: unknown) => boolean)(loaded.data)) {
        set(epochs[name], (n) => n + 1);
      }
    }
  },
);
