// How the page's icon sprite and its symbols are named: by the build, which writes them
// (icon-paths.ts), and by the browser, which uses them (icons.tsx, App.tsx). Kept apart from
// the icons' shapes, which never ship in the JavaScript.

/** Prefix of each symbol's id: <use href="#icon-github">. */
export const ICON_ID_PREFIX = 'icon-';
/** The class of the hidden sprite every page carries (global.css hides it). */
export const SPRITE_CLASS = 'icon-sprite';
