import { useState } from 'react';
import './cells.css';

/**
 * A small preview of an image URL with its alternative text. An image that fails to load leaves the
 * alternative text in its place instead of a broken-image icon.
 */
export function ImageThumbnail(props: { src: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <span className="engine-image-missing">{props.alt}</span>;
  return <img className="engine-image-thumbnail" src={props.src} alt={props.alt} loading="lazy" decoding="async" onError={() => setFailed(true)} />;
}
