// Which posts are the owner's own (src/content/posts/*.md): the build gives each one its page's
// path as its url, "/blogs/<id>" (src/builder/posts/site-posts.ts), where every other post's url
// is an address on its platform. The route table, the cards and the build's words all ask here.

import type { BlogPost } from '../../content/types';

/** An own post's page is at its url, "/blogs/<id>"; any other post's url is an https: address. */
export function isOwnPost(post: Pick<BlogPost, 'url'>): boolean {
  return post.url.startsWith('/');
}
