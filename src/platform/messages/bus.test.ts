import { atom, createStore } from 'jotai';
import { describe, expect, it, vi } from 'vitest';
import { createMessageBus } from './bus';
import { eventName, sendHostMessage } from './messages';

/** The bus alone, with participants made up here (the shell's own are tested with the shell). */
function setup() {
  const store = createStore();
  const target = new EventTarget();
  const warn = vi.fn();
  return { store, target, warn };
}

describe('host-page message bus: registration', () => {
  it('runs the handler a participant registered, with the validated payload', () => {
    const { store, target, warn } = setup();
    const seen = vi.fn();
    createMessageBus()
      .register({ handlers: { 'set-banner-style': (_store, payload) => seen(payload) } })
      .connect(store, target, { warn });
    sendHostMessage(target, 'set-banner-style', { bannerStyle: 'simple' });
    expect(seen).toHaveBeenCalledWith('simple');
    expect(warn).not.toHaveBeenCalled();
  });

  it('answers get-<subject> from the registered source, through its read function if any', () => {
    const { store, target } = setup();
    const layout = atom({ footerStyle: 'normal' });
    const user = atom({ isSignedIn: true, secureId: 'secret' });
    createMessageBus()
      .register({
        snapshots: {
          layout: { atom: layout },
          user: { atom: user, read: (s) => ({ isSignedIn: s.get(user).isSignedIn }) },
        },
      })
      .connect(store, target);
    const details: unknown[] = [];
    for (const subject of ['layout', 'user'] as const) {
      target.addEventListener(eventName(`snapshot-${subject}`), (event) =>
        details.push((event as CustomEvent).detail),
      );
    }
    sendHostMessage(target, 'get-layout');
    sendHostMessage(target, 'get-user');
    expect(details).toEqual([{ footerStyle: 'normal' }, { isSignedIn: true }]);
    // A change of a registered source is broadcast.
    store.set(layout, { footerStyle: 'simple' });
    expect(details.at(-1)).toEqual({ footerStyle: 'simple' });
  });

  it('logs a message no participant handles instead of failing silently', async () => {
    const { store, target, warn } = setup();
    createMessageBus().connect(store, target, { warn });
    sendHostMessage(target, 'set-footer-style', 'simple');
    sendHostMessage(target, 'get-layout');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledTimes(2));
    expect(warn.mock.calls.map(([message]) => message)).toEqual([
      'Host message base-application:set-footer-style failed',
      'Host message base-application:get-layout failed',
    ]);
  });

  it('refuses a message or a snapshot registered twice', () => {
    const handler = () => {};
    const bus = createMessageBus().register({
      handlers: { 'set-footer-style': handler },
      snapshots: { layout: { atom: atom(0) } },
    });
    expect(() => bus.register({ handlers: { 'set-footer-style': handler } })).toThrow(
      'set-footer-style is handled twice',
    );
    expect(() => bus.register({ snapshots: { layout: { atom: atom(1) } } })).toThrow(
      'snapshot-layout has two sources',
    );
  });
});
