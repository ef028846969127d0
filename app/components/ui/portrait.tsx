/** Initials of a name, ignoring titles: 'Dr. Anna Kiss' → 'AK'. */
function initialsOf(name: string): string {
  return name
    .replace(/^(Dr\.?|Prof\.?)\s+/i, "")
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join("");
}

const tints = ["#d5e9ec", "#f5deaa", "#e3e8f0", "#e6efe3"];

/**
 * A person's picture: the real photo when content names one, otherwise initials on a
 * tinted disc. Fixed size (no layout shift); a photo that fails to load gives way to the
 * initials drawn after it (the site script, app/site-script/pictures.ts).
 */
export function Portrait({
  name,
  photo,
  size,
  alt,
}: {
  name: string;
  photo?: string;
  size: number;
  alt: string;
}) {
  const tint = tints[name.length % tints.length];
  const initials = (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      role="img"
      aria-label={alt}
      className="shrink-0"
      {...(photo ? { hidden: true, "data-fallback-for": "" } : {})}
    >
      <circle cx="50" cy="50" r="50" fill={tint} />
      <circle cx="50" cy="50" r="46" fill="none" stroke="#0f4c5c" strokeOpacity="0.15" strokeWidth="2" />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontFamily="Fraunces Variable, Georgia, serif"
        fontSize="34"
        fontWeight="600"
        fill="#0b3a47"
      >
        {initialsOf(name)}
      </text>
    </svg>
  );
  if (!photo) return initials;
  return (
    <>
      <img
        src={photo}
        alt={alt}
        width={size}
        height={size}
        loading="lazy"
        decoding="async"
        data-fallback=""
        className="shrink-0 rounded-full object-cover"
        style={{ width: size, height: size }}
      />
      {initials}
    </>
  );
}
