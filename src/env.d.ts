// esbuild bundles CSS Modules natively (local-css loader): the default export maps each
// class written in the file to its generated name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';

// The official JSON Resume schema (src/builder/json-resume/schema.ts); the package ships no types.
declare module '@jsonresume/schema' {
  const schemaPackage: { schema: object; jobSchema: object };
  export default schemaPackage;
}
