// A JSON Resume against @jsonresume/schema's JSON Schema, compiled by ajv with ajv-formats (the
// package's own validator skips formats), each problem one line naming its JSON path. Loaded
// on first use: only the import and the tests need them.

import type { ErrorObject, ValidateFunction } from 'ajv';

let compiled: Promise<ValidateFunction> | undefined;

async function compile(): Promise<ValidateFunction> {
  const [{ default: Ajv }, { default: addFormats }, { default: schemaPackage }] = await Promise.all([
    import('ajv'),
    import('ajv-formats'),
    import('@jsonresume/schema'),
  ]);
  // strict: false, as the schema's keywords are not ajv's strict subset; allErrors: every problem at once.
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(schemaPackage.schema);
}

/** Every way `value` breaks the JSON Resume schema, one line each; [] when it is valid. */
export async function schemaProblems(value: unknown): Promise<string[]> {
  compiled ??= compile();
  const validate = await compiled;
  if (validate(value)) return [];
  return (validate.errors ?? []).map((error) => `${jsonPath(error.instancePath)} ${explain(error, valueAt(value, error.instancePath))}`);
}

/** ajv's "/work/0/startDate" as a JSON path, "$.work[0].startDate". */
export function jsonPath(pointer: string): string {
  return (
    '$' +
    pointer
      .split('/')
      .slice(1)
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) => (/^\d+$/.test(part) ? `[${part}]` : /^[A-Za-z_$][\w$]*$/.test(part) ? `.${part}` : `[${JSON.stringify(part)}]`))
      .join('')
  );
}

function explain(error: ErrorObject, value: unknown): string {
  const got = ` (got ${JSON.stringify(value) ?? 'nothing'})`;
  switch (error.keyword) {
    case 'type':
      return `must be ${article(String(error.params.type))}${got}`;
    case 'format':
      if (error.params.format === 'email') return `must be an email address${got}`;
      if (error.params.format === 'uri') return `must be a whole address with its scheme, such as "https://example.com"${got}`;
      return `must be a ${error.params.format}${got}`;
    case 'pattern':
      // The schema's one pattern is its iso8601 date, where each part after the year is optional.
      if (error.schemaPath.includes('iso8601')) return `must be a date written YYYY, YYYY-MM or YYYY-MM-DD${got}`;
      return `${error.message}${got}`;
    default:
      return `${error.message}${got}`;
  }
}

const article = (type: string) => (type === 'array' ? 'a list' : type === 'object' ? 'an object' : `a ${type}`);

function valueAt(root: unknown, pointer: string): unknown {
  let at = root;
  for (const part of pointer.split('/').slice(1)) at = (at as Record<string, unknown> | undefined)?.[part.replace(/~1/g, '/').replace(/~0/g, '~')];
  return at;
}
