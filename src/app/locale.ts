// The site's language: one BCP 47 tag in the content (content.locale), English when it is left
// out. Every date, month, plural, list and sort follows it, as do <html lang> and the writing
// direction, the feeds, the résumé and the link previews' og:locale.

import type { Content } from '../content/types';

export const DEFAULT_LOCALE = 'en';

/** The content's language tag, or English. */
export function localeOf(content: Pick<Content, 'locale'>): string {
  return content.locale ?? DEFAULT_LOCALE;
}

// The scripts written from right to left (Unicode's script codes): Arabic (Arabic, Persian,
// Urdu…), Hebrew, Thaana, Syriac, N'Ko, Adlam, Hanifi Rohingya, Mandaic, Samaritan and Yezidi.
const RIGHT_TO_LEFT_SCRIPTS = new Set(['Arab', 'Hebr', 'Thaa', 'Syrc', 'Nkoo', 'Adlm', 'Rohg', 'Mand', 'Samr', 'Yezi']);

/** 'rtl' for a language written right to left ("ar", "fa-IR", "he", "ur"), else 'ltr'. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT_SCRIPTS.has(new Intl.Locale(locale).maximize().script ?? '') ? 'rtl' : 'ltr';
}
