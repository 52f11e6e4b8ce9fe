import { atom } from 'jotai';

/**
 * Module configuration (page-shell §3 statuses, §4): each module of the app starts NotStarted and
 * is configured once; translations may be configured again and again (a new language).
 */
export type ModuleStatus = 'NotStarted' | 'Configured';

/** The app's configurable modules. */
export type ModuleName = 'cache' | 'api' | 'translations';

/** Page-shell §4: the one module that may be reconfigured. */
const reconfigurable: ReadonlySet<ModuleName> = new Set(['translations']);

const statusesAtom = atom<Partial<Record<ModuleName, ModuleStatus>>>({});

/** Every module's status (NotStarted until configured). */
export const moduleStatusesAtom = atom(
  (get): Record<ModuleName, ModuleStatus> => ({
    cache: 'NotStarted',
    api: 'NotStarted',
    translations: 'NotStarted',
    ...get(statusesAtom),
  }),
);

/**
 * Runs `configure` for a module unless it is configured already and may be configured only once;
 * then marks it Configured. Answers whether it ran.
 */
export const configureModuleAtom = atom(
  null,
  (get, set, name: ModuleName, configure: () => void = () => {}): boolean => {
    if (get(moduleStatusesAtom)[name] === 'Configured' && !reconfigurable.has(name)) return false;
    configure();
    set(statusesAtom, (current) => ({ ...current, [name]: 'Configured' }));
    return true;
  },
);
