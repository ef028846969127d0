// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { TestimonialsCarousel } from "~/components/home/testimonials";
import { home } from "~/content/home";
import { runCarousels } from "./script";

// The carousel's two halves together: the markup as the server draws it, moved by its script.

beforeAll(() => runCarousels());

function drawn() {
  document.body.innerHTML = renderToString(
    <TestimonialsCarousel id="t" eyebrow="e" title="t" items={home.testimonials.items} />,
  );
  const slides = [...document.querySelectorAll<HTMLElement>("[data-testid=testimonial]")];
  const shown = () => slides.findIndex((slide) => !slide.inert);
  const status = () => document.querySelector("[aria-live=polite]")?.textContent;
  return { slides, shown, status };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the carousel", () => {
  it("steps both ways, wrapping round, and says which slide is shown", () => {
    const { slides, shown, status } = drawn();
    const total = slides.length;
    expect(shown()).toBe(0);
    const buttons = [...document.querySelectorAll<HTMLButtonElement>("section button")];
    const stepBack = buttons[0];
    const stepOn = buttons[buttons.length - 1];
    click(stepOn);
    expect(shown()).toBe(1);
    expect(slides[1].getAttribute("aria-hidden")).toBe("false");
    expect(status()).toBe(`Testimonial 2 of ${total}`);
    click(stepBack);
    click(stepBack);
    expect(shown()).toBe(total - 1);
  });

  it("goes to the slide a dot names, and marks that dot", () => {
    const { shown } = drawn();
    const dots = [...document.querySelectorAll<HTMLButtonElement>("section button")].slice(1, -1);
    click(dots[2]);
    expect(shown()).toBe(2);
    expect(dots[2].getAttribute("aria-current")).toBe("true");
    expect(dots[0].hasAttribute("aria-current")).toBe(false);
  });
});
