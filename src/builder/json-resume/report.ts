// What `npm run import-resume` tells the owner, one line each: what it placed where, what it
// could not place, and what is still theirs to write.

export interface ImportReport {
  /** "work: 4 jobs -> experience". */
  placed: string[];
  /** "$.awards: 2 entries; the site has no place for awards". */
  unplaced: string[];
  /** "person.intro: the hero's paragraph …". */
  toWrite: string[];
}

export const emptyReport = (): ImportReport => ({ placed: [], unplaced: [], toWrite: [] });

/** Lines for one field of many entries, grouped: "$.projects[0,2].roles: …". */
export class GroupedLines {
  readonly #groups = new Map<string, { list: string; field: string; indexes: number[] }>();

  add(list: string, index: number, field: string, why: string): void {
    const key = `${list}\u0000${field}\u0000${why}`;
    const group = this.#groups.get(key) ?? { list, field, indexes: [] };
    group.indexes.push(index);
    this.#groups.set(key, group);
  }

  lines(): string[] {
    return [...this.#groups].map(([key, { list, field, indexes }]) => `${list}[${indexes.join(',')}].${field}: ${key.split('\u0000')[2]}`);
  }
}

/** "1 job", "4 jobs". */
export const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
