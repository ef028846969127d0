import { ImageOff } from "lucide-react";
import type { ReactNode } from "react";
import type { PictureSource } from "~/content/home-types";
import { SmileIllustration } from "../illustrations/smile";

interface PhotoOrDrawingProps {
  /** The clinic's photo, when content names one (a path under public/). */
  photo?: string;
  alt: string;
  width: number;
  height: number;
  /** What to show while there is no photo: one of the site's drawings. */
  drawing: ReactNode;
  className?: string;
  /** Lazy unless the picture is in the first screen. */
  eager?: boolean;
}

/**
 * A content picture: the clinic's photo when one is given, otherwise the drawn illustration.
 * Fixed dimensions (no layout shift); a photo that fails to load shows a quiet placeholder.
 */
export function PhotoOrDrawing({
  photo,
  alt,
  width,
  height,
  drawing,
  className = "",
  eager = false,
}: PhotoOrDrawingProps) {
  const box = `block h-full w-full ${className}`;
  if (!photo) return <>{drawing}</>;
  // A photo that fails to load gives way to the quiet placeholder after it (the site script,
  // app/site-script/pictures.ts).
  return (
    <>
      <img
        src={photo}
        alt={alt}
        width={width}
        height={height}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        data-fallback=""
        className={`object-cover ${box}`}
      />
      <span
        hidden
        data-fallback-for=""
        role="img"
        aria-label={alt}
        className={`flex items-center justify-center bg-brand-50 text-brand-400 ${box}`}
      >
        <ImageOff aria-hidden="true" className="size-10" />
      </span>
    </>
  );
}

/** A before/after picture: photo or drawn smile. */
export function Picture({
  source,
  width,
  height,
  className = "",
  eager = false,
}: {
  source: PictureSource;
  width: number;
  height: number;
  className?: string;
  eager?: boolean;
}) {
  return (
    <PhotoOrDrawing
      photo={source.photo}
      alt={source.alt}
      width={width}
      height={height}
      className={className}
      eager={eager}
      drawing={
        <SmileIllustration
          state={source.illustration}
          title={source.alt}
          className={`block h-full w-full ${className}`}
          eager={eager}
        />
      }
    />
  );
}
