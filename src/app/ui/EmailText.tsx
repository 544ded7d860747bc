import { Fragment } from 'react';

/** An email address that may wrap after its "@" (a <wbr>) rather than mid-word ("…@example.c" / "om"). */
export function EmailText({ address }: { address: string }) {
  const at = address.lastIndexOf('@');
  if (at === -1) return <Fragment>{address}</Fragment>;
  return (
    <Fragment>
      {address.slice(0, at + 1)}
      <wbr />
      {address.slice(at + 1)}
    </Fragment>
  );
}
