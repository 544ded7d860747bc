// What the build wrote for each source image (build.mjs, "images"), keyed by the path
// the content uses ("projects/fotoflix.png").

export interface ImageEntry {
  /** Intrinsic size of the largest variant; width/height attributes reserve the space. */
  width: number;
  height: number;
  /** srcset strings, e.g. "/assets/img/fotoflix-640-1a2b3c4d.avif 640w, …". */
  avif: string;
  webp: string;
  /** A WebP every browser can show when <source> is not understood. */
  src: string;
}

export type ImageManifest = Record<string, ImageEntry>;
