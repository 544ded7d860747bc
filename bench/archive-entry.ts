// What `npm run bench -- --posts` needs from the TypeScript side, bundled by bench/run.mjs:
// the tests' archive of posts and the blog's paging and tags, so both measure the same sites.
export { archivePosts } from '../test/fixtures/archive';
export { blogFields } from '../test/fixtures/blog-fields';
export { blogTags, hrefOf, POSTS_PER_PAGE, tagPath } from '../src/app/pages/blog-pages';
