import type { ReactNode } from "react";

interface Props {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: ReactNode;
  /** Illustration or figure shown beside the text on wide screens. */
  aside?: ReactNode;
  /** Shown above the eyebrow (breadcrumbs). */
  before?: ReactNode;
  /** The eyebrow is a person's role: said as written (role labels are sentence case), not in capitals. */
  eyebrowIsRole?: boolean;
}

/** The dark band every inner page opens with; the navigation bar sits over it, transparent. */
export function PageHero({ eyebrow, title, lead, children, aside, before, eyebrowIsRole }: Props) {
  return (
    <section className="relative overflow-hidden bg-brand-800 pt-28 pb-14 text-white md:pt-36 md:pb-20">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-[radial-gradient(circle_at_85%_15%,rgb(217_164_65/0.16),transparent_45%)]"
      />
      <div
        className={`container-page relative ${aside ? "grid items-center gap-10 lg:grid-cols-[1.2fr_1fr]" : ""}`}
      >
        <div>
          {before}
          {eyebrow ? (
            <p
              className={`font-semibold text-accent-300 ${eyebrowIsRole ? "text-base" : "text-sm tracking-[0.14em] uppercase"}`}
            >
              {eyebrow}
            </p>
          ) : null}
          <h1 className="mt-3 text-4xl leading-[1.1] font-semibold text-white md:text-5xl">{title}</h1>
          {lead ? <p className="prose-width mt-5 text-lg text-brand-100 md:text-xl">{lead}</p> : null}
          {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
        </div>
        {aside ? <div className="hidden lg:block">{aside}</div> : null}
      </div>
    </section>
  );
}
