// Parts of the owner's name that the content and the build derive, so the name is written once.

/**
 * The first word of a name, for a greeting: "Łukasz Dvořák-Christopherson" -> "Łukasz",
 * "Madonna" -> "Madonna". Splits on any white space (a no-break space too) and never on
 * hyphens or letters outside ASCII. Where the given name is not the first word, write the
 * greeting in content.ts yourself.
 */
export function firstName(name: string): string {
  return name.trim().split(/\s+/u)[0] ?? '';
}
