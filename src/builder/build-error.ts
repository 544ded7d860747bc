/** A problem the owner can fix (their content, pictures, options): said in one block, no stack. */
export class BuildError extends Error {}

/** A JSON Resume that cannot be imported, or content.ts that may not be replaced: said in one block, no stack. */
export class ImportError extends Error {}
