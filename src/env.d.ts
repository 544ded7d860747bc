// esbuild bundles CSS Modules natively (local-css loader): the default export maps each
// class written in the file to its generated name.
declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}

declare module '*.css';
