import { act, render, screen } from '@testing-library/react';
import * as assert from 'uvu/assert';
import { QueryClient } from '../../src/app/query/client';
import { QueryClientProvider, useQuery, useQueryClient } from '../../src/app/query/react';
import { domSuite } from '../helpers/dom';
import { flushPromises } from '../helpers/fake-clock';

function Greeting() {
  const state = useQuery(['greeting'], async () => 'hello');
  return <p>{state.status === 'success' ? state.data : state.status}</p>;
}

const binding = domSuite('query :: React binding');

binding('should make the root\'s client when a component first asks, one for the whole root, and render fetched data', async () => {
  const seen: QueryClient[] = [];
  function Witness() {
    seen.push(useQueryClient());
    return null;
  }
  const { unmount } = render(
    <QueryClientProvider>
      <Greeting />
      <Witness />
      <Witness />
    </QueryClientProvider>,
  );
  assert.ok(screen.getByText('pending'));
  await act(async () => flushPromises());
  assert.ok(screen.getByText('hello'));
  assert.instance(seen[0], QueryClient);
  assert.is(seen[0]!.getState(['greeting']).status, 'success');
  assert.ok(seen.every((client) => client === seen[0]), 'one client for the root');
  // Its entry's 5-minute collection runs on the real clock: cancelled, not left to the process.
  unmount();
  seen[0]!.clear();
});

binding('useQueryClient should fail clearly without a provider', () => {
  function Orphan() {
    useQueryClient();
    return null;
  }
  const error = console.error;
  console.error = () => {};
  try {
    assert.throws(() => render(<Orphan />), /needs a <QueryClientProvider>/);
  } finally {
    console.error = error;
  }
});

binding.run();
