/** The <noscript> in <head> whose icon and manifest links the boot script adds after the first paint. */
export const DEFERRED_HEAD_ID = 'deferred-head';
