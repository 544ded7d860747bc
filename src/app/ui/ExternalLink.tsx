import type { AnchorHTMLAttributes } from 'react';

type ExternalLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string; newTab: string };

/** A link that opens in a new tab and says so to screen readers. */
export function ExternalLink({ children, newTab, ...rest }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <span className="sr-only"> {newTab}</span>
    </a>
  );
}
