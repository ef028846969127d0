import { Quote, Star } from "lucide-react";
import { homeLabelsIn } from "~/content/in/home";
import { labelsIn } from "~/content/in/labels";
import { useWords } from "~/lib/locale";
import { CarouselStatus, CarouselStepButton, CarouselTrack, FIRST_SLIDE } from "~/parts/carousel/carousel";
import { carouselAttr, carouselContract } from "~/parts/carousel/contract";
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
 * with the first one shown; the site script moves it (app/parts/carousel), so React
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
  const homeLabels = useWords(homeLabelsIn);
  const labels = useWords(labelsIn);
  const selected = FIRST_SLIDE;
  const announce = (index: number) => homeLabels.testimonials.announce(index + 1, items.length);
  return (
    <section
      id={id}
      className={tone === "white" ? "bg-white" : ""}
      aria-labelledby={`${id}-title`}
      aria-roledescription={labels.carousel.roleDescription}
      {...carouselAttr(carouselContract.root)}
    >
      <div className="section container-page">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} />
        <div className="relative mx-auto mt-10 max-w-3xl">
          <div className="overflow-hidden">
            <CarouselTrack
              items={items}
              itemKey={(item) => item.name}
              announce={announce}
              slideClassName="min-w-0 shrink-0 grow-0 basis-full px-1"
              slideTestId="testimonial"
            >
              {(item) => (
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
              )}
            </CarouselTrack>
          </div>
          <div className="mt-6 flex items-center justify-center gap-4">
            <CarouselStepButton step={-1} label={homeLabels.testimonials.previous} />
            <div className="flex gap-1">
              {items.map((item, index) => (
                <button
                  key={item.name}
                  type="button"
                  {...carouselAttr(carouselContract.to, index)}
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
            <CarouselStepButton step={1} label={homeLabels.testimonials.next} />
          </div>
          <CarouselStatus>{announce(selected)}</CarouselStatus>
        </div>
      </div>
    </section>
  );
}
