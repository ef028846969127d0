interface Props {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tone?: "light" | "dark";
  align?: "left" | "center";
}

/** Eyebrow, H2 and intro of a page section; the H2's id labels the section. */
export function SectionHeading({ id, eyebrow, title, intro, tone = "light", align = "center" }: Props) {
  const dark = tone === "dark";
  return (
    <div className={align === "center" ? "mx-auto max-w-3xl text-center" : "max-w-3xl"}>
      <p className={dark ? "text-sm font-semibold tracking-[0.12em] text-accent-300 uppercase" : "eyebrow"}>
        {eyebrow}
      </p>
      <h2 id={id} className={`section-title mt-2 ${dark ? "text-white" : ""}`}>
        {title}
      </h2>
      {intro ? <p className={`mt-4 ${dark ? "text-brand-100" : "text-muted"}`}>{intro}</p> : null}
    </div>
  );
}
