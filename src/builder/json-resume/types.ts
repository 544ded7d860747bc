// The parts of a JSON Resume (jsonresume.org, schema v1.0.0, as @jsonresume/schema ships it)
// that the site reads and writes. Every field is optional in the schema, and every object
// may carry more (additionalProperties: true); the validator (schema.ts) checks the rest.

/** The schema version the site writes and reads, as a JSON Resume's meta.version names it. */
export const JSON_RESUME_VERSION = 'v1.0.0';
/** The address a JSON Resume's "$schema" names for that version (the schema's own repository). */
export const JSON_RESUME_SCHEMA_URL = 'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

export interface JsonResume {
  $schema?: string;
  basics?: {
    name?: string;
    label?: string;
    image?: string;
    email?: string;
    phone?: string;
    url?: string;
    summary?: string;
    location?: { address?: string; postalCode?: string; city?: string; countryCode?: string; region?: string };
    profiles?: { network?: string; username?: string; url?: string }[];
  };
  work?: {
    name?: string;
    location?: string;
    description?: string;
    position?: string;
    url?: string;
    startDate?: string;
    endDate?: string;
    summary?: string;
    highlights?: string[];
    /** Not in schema v1.0.0, which lets any object carry more: the site writes a job's technologies here and reads them back. */
    keywords?: string[];
  }[];
  education?: { institution?: string; url?: string; area?: string; studyType?: string; startDate?: string; endDate?: string; score?: string; courses?: string[] }[];
  skills?: { name?: string; level?: string; keywords?: string[] }[];
  projects?: {
    name?: string;
    description?: string;
    highlights?: string[];
    keywords?: string[];
    startDate?: string;
    endDate?: string;
    url?: string;
    roles?: string[];
    entity?: string;
    type?: string;
  }[];
  meta?: { canonical?: string; version?: string; lastModified?: string };
  [section: string]: unknown;
}
