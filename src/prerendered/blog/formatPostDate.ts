// "2025-05-15" -> "May 15, 2025" (in English; "15 de maio de 2025" in pt-BR) in every time
// zone: a YYYY-MM-DD date read as UTC midnight and formatted in UTC
// (new Date('2025-05-15').toLocaleDateString() shows May 14 west of UTC).

const POST_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const LONG_DATE: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' };

/** Strict YYYY-MM-DD check for the content validation: rejects "2025-02-30" and "May 15". */
export function parsePostDate(value: string): number | null {
  const match = POST_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  const sameDay = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return sameDay ? time : null;
}

/** Throws RangeError for a value that is not a date; the build has already validated every post. */
export function formatPostDate(value: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, LONG_DATE).format(new Date(`${value}T00:00:00Z`));
}
