// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { travelPage } from "~/content/travel";
import { Lightbox } from "./lightbox";
import { runLightbox } from "./script";

// The enlargement's two halves together: the dialog as the server draws it, moved by its script.

const pictures = [...travelPage.clinicImages, ...travelPage.cityImages];

beforeAll(() => runLightbox());

function drawn() {
  document.body.innerHTML = renderToString(<Lightbox pictures={pictures} />);
  const dialog = document.querySelector<HTMLDialogElement>("[data-testid=gallery-dialog]")!;
  const slides = [...dialog.querySelectorAll<HTMLElement>("div.absolute")];
  const shown = () => slides.findIndex((slide) => !slide.hidden);
  const heading = () => dialog.querySelector("h2")!.textContent;
  const number = () => dialog.querySelector("p span")!.textContent;
  return { dialog, shown, heading, number };
}

const click = (element: Element) => element.dispatchEvent(new MouseEvent("click", { bubbles: true }));

describe("the gallery's enlargement", () => {
  it("steps through every picture, wrapping round, naming the one shown", () => {
    const { dialog, shown, heading, number } = drawn();
    const [previous, next] = dialog.querySelectorAll("div.relative > button");
    click(next);
    expect([shown(), heading(), number()]).toEqual([1, pictures[1].caption, "2"]);
    click(previous);
    click(previous);
    expect([shown(), heading(), number()]).toEqual([
      pictures.length - 1,
      pictures[pictures.length - 1].caption,
      String(pictures.length),
    ]);
  });

  it("moves with the arrow keys while it is open", () => {
    const { dialog, shown } = drawn();
    dialog.setAttribute("open", "");
    const key = (key: string) =>
      dialog.querySelector("button")!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
    key("ArrowRight");
    key("ArrowRight");
    expect(shown()).toBe(2);
    key("ArrowLeft");
    expect(shown()).toBe(1);
  });
});
