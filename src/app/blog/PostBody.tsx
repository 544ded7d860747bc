// An own post's body: HTML the build made from Markdown (src/build/posts/markdown.ts), with
// its code already highlighted, so the browser gets no Markdown parser, no highlighter and no
// body in its data. React never builds it as a tree: the build fills it into the prerendered
// page (POST_BODY_SLOT), and hydration leaves it alone. On a client-side visit (a card on
// /blogs) the body is fetched from the file the build wrote beside the page (POST_BODY_FILE).

import { useEffect, useRef, useState } from 'react';
import { POST_BODY_FILE, POST_BODY_SLOT } from './post-body-slot';
import styles from './PostBody.module.css';

export function PostBody({ href }: { href: string }) {
  const [html, setHtml] = useState(POST_BODY_SLOT);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    // Only the slot, not the prerendered body: a client-side visit, so fetch it. Offline or
    // gone, the browser's own navigation to the page says so better than an empty one.
    if (ref.current!.innerHTML === POST_BODY_SLOT) {
      fetch(`${href}/${POST_BODY_FILE}`)
        .then((response) => (response.ok ? response.text() : Promise.reject(response)))
        .then(setHtml, () => window.location.assign(href));
    }
  }, [href]);
  // suppressHydrationWarning: the browser renders the slot over the body the build filled in,
  // and React keeps what the page holds (hydration never rewrites HTML it did not set).
  return <div ref={ref} className={styles.body} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />;
}
