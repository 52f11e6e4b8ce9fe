// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { type StandInTrigger, useStandInTrigger } from './lazy';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A stand-in whose chunk never comes in (the member acts while it loads). */
function mountStandIn() {
  const seen: { current: StandInTrigger | null } = { current: null };
  function Probe() {
    seen.current = useStandInTrigger(() => new Promise(() => undefined));
    return null;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  act(() => root.render(<Probe />));
  const trigger = () => {
    if (!seen.current) throw new Error('not rendered');
    return seen.current;
  };
  return { trigger, unmount: () => act(() => root.unmount()) };
}

const keyboard = { pointerType: 'keyboard' };
const key = (name: string) => ({ key: name, preventDefault: () => undefined });

describe('useStandInTrigger: a press while the menu’s chunk loads', () => {
  let unmount = () => {};
  afterEach(() => unmount());

  it('carries over to the loaded menu, which opens on its first item', () => {
    const standIn = mountStandIn();
    unmount = standIn.unmount;
    act(() => standIn.trigger().props.onFocus());
    act(() => standIn.trigger().props.onPressStart(keyboard));
    expect(standIn.trigger()).toMatchObject({ focused: true, opened: 'first' });
  });

  it('is taken back by an Escape: the dismissed menu does not open later', () => {
    const standIn = mountStandIn();
    unmount = standIn.unmount;
    act(() => standIn.trigger().props.onFocus());
    act(() => standIn.trigger().props.onPressStart(keyboard));
    act(() => standIn.trigger().props.onKeyDown(key('Escape')));
    expect(standIn.trigger()).toMatchObject({ focused: true, opened: null });
  });

  it('is taken back when the focus leaves the button', () => {
    const standIn = mountStandIn();
    unmount = standIn.unmount;
    act(() => standIn.trigger().props.onFocus());
    act(() => standIn.trigger().props.onKeyDown(key('ArrowUp')));
    expect(standIn.trigger().opened).toBe('last');
    act(() => standIn.trigger().props.onBlur());
    expect(standIn.trigger()).toMatchObject({ focused: false, opened: null });
  });
});
