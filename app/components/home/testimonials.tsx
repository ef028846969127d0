import { homeLabels } from "~/content/home";
import { labels } from "~/content/labels";
import { ChevronLeft, ChevronRight, Quote, Star } from "lucide-react";
import { SectionHeading } from "./section-heading";

export interface Testimonial {
  name: string;
  location: string;
  text: string;
  treatment: string;
  rating: number;
}

/**
 * A carousel of testimonials: previous/next and dot buttons; it wraps around both ways. Drawn
 * with the first one shown; the site script moves it (app/site-script/carousel.ts), so React
 * draws it once and never again. Used on the home page (four) and the consultation-event page
 * (three).
 */
export function TestimonialsCarousel({
  id,
  eyebrow,
  title,
  items,
  tone = "light",
}: {
  id: string;
  eyebrow: string;
  title: string;
  items: Testimonial[];
  tone?: "light" | "white";
}) {
  const selected = 0;
  const announce = (index: number) => homeLabels.testimonials.announce(index + 1, items.length);
  return (
    <section
      id={id}
      className={tone === "white" ? "bg-white" : ""}
      aria-labelledby={`${id}-title`}
      aria-roledescription={labels.carousel.roleDescription}
      data-carousel
    >
      <div className="section container-page">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} />
        <div className="relative mx-auto mt-10 max-w-3xl">
          <div className="overflow-hidden">
            <div
              className="flex touch-pan-y transition-transform duration-300 motion-reduce:transition-none"
              data-carousel-track
            >
              {items.map((item, index) => (
                <div
                  key={item.name}
                  role="group"
                  aria-roledescription={labels.carousel.slide}
                  aria-label={labels.carousel.slideOf(index + 1, items.length)}
                  aria-hidden={index !== selected}
                  inert={index !== selected}
                  className="min-w-0 shrink-0 grow-0 basis-full px-1"
                  data-testid="testimonial"
                  data-carousel-slide
                  data-carousel-announce={announce(index)}
                >
                  <blockquote className="card h-full p-7 md:p-10">
                    <Quote aria-hidden="true" className="size-8 text-accent-500" />
                    <p className="mt-4 text-lg text-ink md:text-xl">{item.text}</p>
                    <footer className="mt-6 flex flex-wrap items-center justify-between gap-4">
                      <div>
                        <cite className="font-semibold text-brand-900 not-italic">{item.name}</cite>
                        <p className="text-sm text-muted">
                          {item.location} · {item.treatment}
                        </p>
                      </div>
                      <p
                        className="flex items-center gap-0.5"
                        role="img"
                        aria-label={homeLabels.testimonials.rated(item.rating)}
                      >
                        {Array.from({ length: 5 }, (_, star) => (
                          <Star
                            key={star}
                            aria-hidden="true"
                            className={`size-5 ${star < item.rating ? "fill-accent-500 text-accent-500" : "text-line"}`}
                          />
                        ))}
                      </p>
                    </footer>
                  </blockquote>
                </div>
              ))}
            </div>
          </div>
          <div className="mt-6 flex items-center justify-center gap-4">
            <button
              type="button"
              data-carousel-step="-1"
              aria-label={homeLabels.testimonials.previous}
              className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <div className="flex gap-1">
              {items.map((item, index) => (
                <button
                  key={item.name}
                  type="button"
                  data-carousel-to={index}
                  aria-label={homeLabels.testimonials.show(index + 1)}
                  aria-current={index === selected ? "true" : undefined}
                  className="group inline-flex size-11 items-center justify-center"
                >
                  <span
                    className={`block size-3 rounded-full transition-colors ${index === selected ? "bg-brand-700" : "bg-brand-200 group-hover:bg-brand-400"}`}
                  />
                </button>
              ))}
            </div>
            <button
              type="button"
              data-carousel-step="1"
              aria-label={homeLabels.testimonials.next}
              className="inline-flex size-11 items-center justify-center rounded-full border border-brand-700 text-brand-800 hover:bg-brand-50"
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
          <p className="sr-only" aria-live="polite" data-carousel-status>
            {announce(selected)}
          </p>
        </div>
      </div>
    </section>
  );
}
