import { useState } from 'react';
import { useAllowedImage } from './useAllowedImage';
import './cells.css';

/**
 * A small preview of an image URL with its alternative text. An image that fails to load, or that the
 * page may not load (useAllowedImage: unsafe, or from a host the Content-Security-Policy refuses), leaves
 * the alternative text in its place instead of a broken-image icon.
 */
export function ImageThumbnail(props: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  const src = useAllowedImage(props.src);
  if (failed || !src) return <span className="engine-image-missing">{props.alt}</span>;
  return <img className="engine-image-thumbnail" src={src} alt={props.alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
