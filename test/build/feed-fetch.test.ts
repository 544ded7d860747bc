// fetchFeed against feed servers on this machine: where a redirect may lead. Here rather than
// in the dom stage because it talks to real servers through Node's own fetch, which happy-dom
// would replace there. An https: feed is played by a fetch that sends its requests to the
// local server, as a TLS proxy would, and a resolver that gives each made-up host the address
// the test says: nothing leaves the machine.
import { gzipSync } from 'node:zlib';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { addressProblem, fetchFeed, MAX_FEED_BYTES, MAX_REDIRECTS, type Lookup } from '../../src/builder/posts/fetch-feed';
import { startFeedServer, type FeedServer } from '../helpers/feed-server';
import { feedXml, rssFeed } from '../fixtures/feed-fixtures';

let server: FeedServer;
const redirect = (location: string) => ({ status: 302, headers: { location } });
const feed = { body: feedXml('medium') };
/** Made-up hosts at the addresses a test gives them; any other name does not exist. */
const resolver = (hosts: Record<string, string[]>): Lookup => async (hostname) => {
  const addresses = hosts[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
};
/** Node's fetch, with each https: request sent to the local server at the same path. */
const throughLocal = (calls: string[] = []): typeof fetch => (input, init) => {
  const url = new URL(String(input));
  calls.push(url.href);
  return fetch(url.protocol === 'https:' ? server.url(url.pathname.slice(1)) : url.href, init);
};
const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: Error) => error.message);

const redirects = suite('fetchFeed :: redirects');
redirects.before(async () => {
  server = await startFeedServer({});
});
redirects.after(() => server?.close());
redirects.before.each(() => {
  server.requests.length = 0;
});

redirects('should follow a redirect within the origin of a feed configured on this machine', async () => {
  server.answers = { old: redirect('/moved'), moved: redirect(server.url('feed')), feed };
  assert.is(await fetchFeed(server.url('old')), feedXml('medium'));
  assert.equal(server.requests, ['/old', '/moved', '/feed']);
});

redirects('should not follow an https: feed\'s redirect to this machine, nor ask it', async () => {
  server.answers = { rss: redirect(server.url('admin/delete')), 'admin/delete': feed };
  const calls: string[] = [];
  const lookup = resolver({ 'feeds.example': ['203.0.113.7'] });
  const message = await failure(fetchFeed('https://feeds.example/rss', { fetch: throughLocal(calls), lookup }));
  assert.is(message, `redirected to ${server.url('admin/delete')}, which is not an https: address; not followed`);
  assert.equal(calls, ['https://feeds.example/rss']);
  assert.equal(server.requests, ['/rss'], 'the local service was never asked');
});

redirects('should not follow a redirect to a host at an address that is not public, IPv4 or IPv6', async () => {
  const hosts: Record<string, string[]> = {
    'feeds.example': ['203.0.113.7'],
    'loopback.example': ['127.0.0.1'],
    'mapped.example': ['::ffff:127.0.0.1'],
    'metadata.example': ['169.254.169.254'],
    'intranet.example': ['10.1.2.3'],
    'link.example': ['fe80::1'],
    'ula.example': ['fd00::5'],
    // One address of several is enough: the connection may use any of them.
    'mixed.example': ['2001:db8::1', '192.168.0.10'],
  };
  const expected: Record<string, string> = {
    loopback: '127.0.0.1: this machine',
    mapped: '::ffff:127.0.0.1: this machine',
    metadata: '169.254.169.254: a link-local address (the cloud\'s metadata service is one)',
    intranet: '10.1.2.3: a private network',
    link: 'fe80::1: a link-local address (the cloud\'s metadata service is one)',
    ula: 'fd00::5: a private network',
    mixed: '192.168.0.10: a private network',
  };
  for (const [name, why] of Object.entries(expected)) {
    server.answers = { rss: redirect(`https://${name}.example/feed`), feed };
    const calls: string[] = [];
    const message = await failure(fetchFeed('https://feeds.example/rss', { fetch: throughLocal(calls), lookup: resolver(hosts) }));
    assert.is(message, `redirected to https://${name}.example/feed, which is at ${why}; not followed`, name);
    assert.equal(calls, ['https://feeds.example/rss'], name);
  }
  // An address written in the link is checked the same way.
  server.answers = { rss: redirect('https://[::ffff:7f00:1]/feed'), feed };
  assert.match((await failure(fetchFeed('https://feeds.example/rss', { fetch: throughLocal(), lookup: resolver(hosts) })))!, /which is at ::ffff:7f00:1: this machine/);
});

redirects('should follow an https: redirect to a public host', async () => {
  server.answers = { rss: redirect('https://cdn.example/feed'), feed };
  const calls: string[] = [];
  const lookup = resolver({ 'feeds.example': ['203.0.113.7'], 'cdn.example': ['2001:db8::7', '198.51.100.4'] });
  assert.is(await fetchFeed('https://feeds.example/rss', { fetch: throughLocal(calls), lookup }), feedXml('medium'));
  assert.equal(calls, ['https://feeds.example/rss', 'https://cdn.example/feed']);
});

redirects('should hold a feed on this machine to the same rules once it leaves its origin', async () => {
  server.answers = { rss: redirect(server.url('rss').replace('127.0.0.1', 'localhost')), feed };
  const message = await failure(fetchFeed(server.url('rss')));
  assert.match(message!, /^redirected to http:\/\/localhost:\d+\/rss, which is not an https: address; not followed$/);
  assert.equal(server.requests, ['/rss']);
});

redirects(`should give up after ${MAX_REDIRECTS} redirects`, async () => {
  server.answers = Object.fromEntries(Array.from({ length: MAX_REDIRECTS + 2 }, (_, i) => [`hop${i}`, redirect(`/hop${i + 1}`)]));
  const message = await failure(fetchFeed(server.url('hop0')));
  assert.is(message, `redirected more than ${MAX_REDIRECTS} times (last to /hop${MAX_REDIRECTS + 1})`);
  assert.is(server.requests.length, MAX_REDIRECTS + 1);
});

redirects.run();

// ---

const addresses = suite('addressProblem');

addresses('should name every address that is not the public internet, and pass public ones', () => {
  for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1', '0.0.0.0', '::', '10.0.0.1', '172.16.5.4', '172.31.255.255', '192.168.1.1', '100.64.0.1', 'fc00::1', 'fd12:3456::1', '169.254.169.254', 'fe80::1', '224.0.0.251', 'ff02::1', '255.255.255.255']) {
    assert.ok(addressProblem(address), address);
  }
  for (const address of ['8.8.8.8', '172.32.0.1', '93.184.215.14', '2606:4700:4700::1111', '::ffff:8.8.8.8']) assert.is(addressProblem(address), null, address);
});

addresses.run();

// ---

const limits = suite('fetchFeed :: body size');
limits.before(async () => {
  server = await startFeedServer({});
});
limits.after(() => server?.close());

/** A well-formed feed of one post, padded with spaces to `bytes`. */
const paddedFeed = (bytes: number) => {
  const xml = rssFeed([{ title: 'Big', link: 'https://blog.example/big', pubDate: 'Mon, 03 Nov 2025 10:00:00 GMT', description: 'A post.' }]);
  return xml.replace('</channel>', `${' '.repeat(bytes - Buffer.byteLength(xml))}</channel>`);
};
const TOO_BIG = `is larger than ${MAX_FEED_BYTES / 1024 / 1024} MB (once decompressed); posts:sync reads feeds up to that (MAX_FEED_BYTES in src/builder/posts/fetch-feed.ts)`;

// Each answer closes its connection: a body the reader stops short leaves its connection
// broken, and a request that took it up next failed with ECONNRESET on a loaded machine.
const ONE_CONNECTION_EACH = { connection: 'close' };

limits('should read a feed up to MAX_FEED_BYTES and refuse one a byte longer', async () => {
  server.answers = { fits: { body: paddedFeed(MAX_FEED_BYTES), headers: ONE_CONNECTION_EACH }, over: { body: paddedFeed(MAX_FEED_BYTES + 1), headers: ONE_CONNECTION_EACH } };
  assert.is((await fetchFeed(server.url('fits'))).length, MAX_FEED_BYTES);
  assert.is(await failure(fetchFeed(server.url('over'))), TOO_BIG);
});

limits('should stop inflating a gzip body once it passes MAX_FEED_BYTES', async () => {
  // 30 KB on the wire, 30 MB once inflated.
  const bomb = gzipSync(paddedFeed(3 * MAX_FEED_BYTES));
  assert.ok(bomb.length < 100_000, `${bomb.length} bytes`);
  server.answers = { bomb: { body: bomb, headers: { 'content-encoding': 'gzip', ...ONE_CONNECTION_EACH } } };
  assert.is(await failure(fetchFeed(server.url('bomb'))), TOO_BIG);
});

limits.run();
