import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import * as query from '../../src/app/query/client';
import { FakeClock, flushPromises } from '../helpers/fake-clock';
import { FakeFlag } from '../helpers/fake-flag';

const { QueryClient, retryDelay, QUERY_GC_TIME_MS } = query;

const test = suite('QueryClient');

test('should retry after 1, 2, 4, 8, 16 and 30 s (the back-off doubles up to 30 s), then succeed', async () => {
  const clock = new FakeClock();
  const client = new QueryClient(clock, 6);
  let attempts = 0;
  const result = client.fetch(['posts'], async () => {
    attempts++;
    if (attempts < 7) throw new Error(`attempt ${attempts}`);
    return 'data';
  });
  const waits: number[] = [];
  for (let retry = 0; retry < 6; retry++) {
    await flushPromises();
    const before = clock.now();
    clock.advance(retryDelay(retry) - 1);
    await flushPromises();
    assert.is(attempts, retry + 1, `no retry before ${retryDelay(retry)} ms`);
    clock.advance(1);
    waits.push(clock.now() - before);
  }
  assert.is(await result, 'data');
  assert.equal(waits, [1000, 2000, 4000, 8000, 16000, 30000]);
  assert.is(retryDelay(40), 30_000);
  assert.equal(client.getState(['posts']), { status: 'success', data: 'data' });
});

test('should give up after the retries and keep the error', async () => {
  const clock = new FakeClock();
  const client = new QueryClient(clock);
  const failing = client.fetch(['x'], async () => {
    throw new Error('offline');
  });
  failing.catch(() => {});
  for (let retry = 0; retry < 3; retry++) {
    await flushPromises();
    clock.advance(retryDelay(retry));
  }
  await flushPromises();
  assert.is(await failing.then(() => 'resolved', (error: Error) => error.message), 'offline');
  assert.is(client.getState(['x']).status, 'error');
});

test('should share one request between concurrent callers', async () => {
  const client = new QueryClient(new FakeClock());
  let calls = 0;
  const fn = async () => ++calls;
  const [a, b] = await Promise.all([client.fetch(['k'], fn), client.fetch(['k'], fn)]);
  assert.is(calls, 1);
  assert.is(a, b);
});

test('should hold a retry while the page is hidden or offline, and make it once visible and online (TanStack)', async () => {
  const clock = new FakeClock();
  const visible = new FakeFlag(true);
  const online = new FakeFlag(true);
  const client = new QueryClient(clock, 3, { visible, online });
  let attempts = 0;
  const result = client.fetch(['posts'], async () => {
    attempts++;
    if (attempts < 3) throw new Error(`attempt ${attempts}`);
    return 'data';
  });
  await flushPromises();
  assert.is(attempts, 1);
  visible.set(false);
  clock.advance(retryDelay(0) * 100);
  await flushPromises();
  assert.is(attempts, 1, 'retried while the page was hidden');
  online.set(false);
  visible.set(true);
  clock.advance(retryDelay(0) * 100);
  await flushPromises();
  assert.is(attempts, 1, 'retried while offline');
  online.set(true);
  await flushPromises();
  assert.is(attempts, 2, 'did not retry once visible and online');
  assert.is(visible.listeners + online.listeners, 0, 'still listening after the retry');
  // The next wait is its own back-off, from the retry on.
  clock.advance(retryDelay(1) - 1);
  await flushPromises();
  assert.is(attempts, 2);
  clock.advance(1);
  assert.is(await result, 'data');
  assert.is(attempts, 3);
});

test('should name one entry whatever order an object key\'s properties come in (TanStack\'s hashKey)', async () => {
  const client = new QueryClient(new FakeClock());
  await client.fetch(['posts', { tag: 'react', page: { size: 6, n: 2 } }], async () => 'data');
  assert.is(client.getState(['posts', { page: { n: 2, size: 6 }, tag: 'react' }]).status, 'success');
  assert.is(query.hashKey(['posts', { b: 1, a: 2 }]), query.hashKey(['posts', { a: 2, b: 1 }]));
  // Arrays keep their order: a different list is a different key.
  assert.is.not(query.hashKey(['a', 'b']), query.hashKey(['b', 'a']));
  assert.is(client.getState(['posts', { tag: 'vue', page: { n: 2, size: 6 } }]).status, 'pending');
});

test('should drop an entry 5 minutes after its last use or its last watcher, not before, and keep a watched one', async () => {
  const clock = new FakeClock();
  const client = new QueryClient(clock);
  await client.fetch(['k'], async () => 1);
  const unsubscribe = client.subscribe(['w'], () => {});
  await client.fetch(['w'], async () => 2);
  clock.advance(QUERY_GC_TIME_MS - 1);
  assert.is(client.getState(['k']).status, 'success');
  clock.advance(1);
  assert.is(client.getState(['k']).status, 'pending', 'collected');
  clock.advance(QUERY_GC_TIME_MS * 3);
  assert.is(client.getState(['w']).status, 'success', 'watched');
  unsubscribe();
  clock.advance(QUERY_GC_TIME_MS);
  assert.is(client.getState(['w']).status, 'pending');
});

test.run();
