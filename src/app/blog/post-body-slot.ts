// Where an own post's body goes: shared by PostPage (browser) and the build, which fills it in.

/** The body's place in the prerendered page: an HTML comment, as in index.html's slots. */
export const POST_BODY_SLOT = '<!--body-->';
/** The body alone, beside the page (/blogs/<id>/body.html), for a visit by the router. */
export const POST_BODY_FILE = 'body.html';
