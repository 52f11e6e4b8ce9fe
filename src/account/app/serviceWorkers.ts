import { isAccountServiceWorkerScope } from './rules';

type Registrations = Pick<ServiceWorkerContainer, 'getRegistrations'>;

/**
 * Page-shell §4: unregisters the old service workers whose scope includes the dashboard's path.
 * Does nothing where service workers are unavailable; never rejects. Resolves to the scopes
 * that were unregistered.
 */
export async function unregisterAccountServiceWorkers(
  container: Registrations | undefined = typeof navigator === 'undefined'
    ? undefined
    : navigator.serviceWorker,
): Promise<string[]> {
  if (!container?.getRegistrations) return [];
  try {
    const registrations = await container.getRegistrations();
    const old = registrations.filter((r) => isAccountServiceWorkerScope(r.scope));
    await Promise.all(old.map((r) => r.unregister().catch(() => false)));
    return old.map((r) => r.scope);
  } catch {
    // Not allowed here (an insecure or sandboxed page): nothing to clean up.
    return [];
  }
}
