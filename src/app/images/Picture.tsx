// <picture> with AVIF and WebP at the widths the build made: width and height
// reserve the space, so nothing shifts when the image arrives.

import { createContext, useContext, type ImgHTMLAttributes, type Ref } from 'react';
import type { ImageEntry, ImageManifest } from './manifest';

/** The build's image manifest, provided by App from the page's site data. */
export const ImagesContext = createContext<ImageManifest>({});

/** The variants of a content image ("projects/fotoflix.png"); the build guarantees they exist. */
export function useImage(name: string): ImageEntry {
  const entry = useContext(ImagesContext)[name];
  if (!entry) throw new Error(`No optimised variants for image "${name}"; is it in src/assets/?`);
  return entry;
}

type PictureProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> & {
  name: string;
  alt: string;
  sizes: string;
  ref?: Ref<HTMLImageElement>;
};

export function Picture({ name, sizes, ref, ...img }: PictureProps) {
  const entry = useImage(name);
  return (
    <picture>
      <source type="image/avif" srcSet={entry.avif} sizes={sizes} />
      <source type="image/webp" srcSet={entry.webp} sizes={sizes} />
      <img ref={ref} src={entry.src} width={entry.width} height={entry.height} {...img} />
    </picture>
  );
}
