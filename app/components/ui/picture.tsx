import { ImageOff } from "lucide-react";
import { useState } from "react";
import type { PictureSource } from "~/content/home-types";
import { SmileIllustration } from "../illustrations/smile";

interface Props {
  source: PictureSource;
  width: number;
  height: number;
  className?: string;
  /** Lazy unless the picture is in the first screen. */
  eager?: boolean;
}

/**
 * A content picture: the clinic's photo when one is given, otherwise the drawn illustration.
 * Fixed dimensions (no layout shift); a photo that fails to load shows a quiet placeholder.
 */
export function Picture({ source, width, height, className = "", eager = false }: Props) {
  const [failed, setFailed] = useState(false);
  const box = `block h-full w-full ${className}`;
  if (!source.photo) {
    return <SmileIllustration state={source.illustration} title={source.alt} className={box} />;
  }
  if (failed) {
    return (
      <span
        role="img"
        aria-label={source.alt}
        className={`flex items-center justify-center bg-brand-50 text-brand-400 ${box}`}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </span>
    );
  }
  return (
    <img
      src={source.photo}
      alt={source.alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      onError={() => setFailed(true)}
      className={`object-cover ${box}`}
    />
  );
}
