import { act, render, screen } from '@testing-library/react';
import { useSnapshot } from 'valtio';
import { proxy } from 'valtio/vanilla';
import { describe, expect, it } from 'vitest';
import { useDeferredSnapshot } from './use-deferred-snapshot';

/** A screen whose content is expensive: counts its renders and which value each one saw. */
function makeScreen(store: { name: string | null }) {
  const seen: (string | null)[] = [];
  function Content({ name }: { name: string | null }) {
    seen.push(name);
    return <p>{name ?? 'Memuat…'}</p>;
  }
  function Screen() {
    const { name } = useDeferredSnapshot(store);
    return <Content name={name} />;
  }
  return { Screen, seen };
}

describe('useDeferredSnapshot', () => {
  it('shows the answer once it is stored, rendered in a deferred render after one with the previous value', async () => {
    const store = proxy<{ name: string | null }>({ name: null });
    const { Screen, seen } = makeScreen(store);
    render(<Screen />);
    expect(screen.getByText('Memuat…')).toBeTruthy();
    await act(async () => {
      store.name = 'Budi Santoso';
    });
    expect(screen.getByText('Budi Santoso')).toBeTruthy();
    // the store's update renders urgently with the previous snapshot, then the new one in a background render
    expect(seen).toEqual([null, null, 'Budi Santoso']);
  });

  it('follows every later change, like useSnapshot', async () => {
    const store = proxy<{ name: string | null }>({ name: 'A' });
    function Both() {
      const deferred = useDeferredSnapshot(store).name;
      const direct = useSnapshot(store).name;
      return <p>{`${deferred}|${direct}`}</p>;
    }
    render(<Both />);
    for (const name of ['B', 'C', 'D']) {
      await act(async () => {
        store.name = name;
      });
      expect(screen.getByText(`${name}|${name}`)).toBeTruthy();
    }
  });
});
