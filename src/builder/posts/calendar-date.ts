// A post's date as its author's calendar said it: the feed's date in the feed's own offset.
// `new Date()` would shift "Sun, 01 Dec 2024 23:30:00 -0800" to 2 December.

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
// RFC 822 as RFC 2822 §3.3 revised it, RSS 2.0's pubDate: "Fri, 06 Jun 2025 23:40:12 GMT".
// The day name is optional; some feeds spell the month out ("June") or write a 2-digit year.
const RFC_2822 = /^\s*(?:[a-z]+,?\s*)?(\d{1,2})\s+([a-z]{3})[a-z]*\.?\s+(\d{4}|\d{2})(?:\s|$)/i;
// RFC 3339, Atom's published/updated and JSON Feed's date_published: "2025-03-01T00:30:00+09:00".
const RFC_3339 = /^\s*(\d{4})-(\d{2})-(\d{2})(?:[Tt\s]|$)/;
// RFC 2822 §4.3: a 2-digit year below 50 is 20xx, else 19xx.
const TWO_DIGIT_YEAR_PIVOT = 50;

/** "YYYY-MM-DD" as written in the feed's own offset, or null when the text is no date. */
export function calendarDate(raw: string): string | null {
  const iso = RFC_3339.exec(raw);
  if (iso) return validDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const rfc = RFC_2822.exec(raw);
  if (!rfc) return null;
  const month = MONTHS.indexOf(rfc[2]!.toLowerCase()) + 1;
  let year = Number(rfc[3]);
  if (rfc[3]!.length === 2) year += year < TWO_DIGIT_YEAR_PIVOT ? 2000 : 1900;
  return month > 0 ? validDate(year, month, Number(rfc[1])) : null;
}

/** The date if it exists on the calendar (no 31 April), as YYYY-MM-DD. */
function validDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
