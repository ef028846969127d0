import { renderToStaticMarkup } from "react-dom/server";
import { HeroDrawing } from "./hero-scene";
import { SceneDrawing, sceneKinds } from "./scene";
import { SmileDrawing, smileStates } from "./smile";
import { withThemeColours } from "./theme-colours.server";

/** Every drawing's file name and its SVG text, as drawn from the components today. */
export function allDrawings(): { name: string; svg: string }[] {
  return [
    ...smileStates.map((state) => ({ name: `smile-${state}`, element: <SmileDrawing state={state} /> })),
    ...sceneKinds.map((scene) => ({ name: `scene-${scene}`, element: <SceneDrawing scene={scene} /> })),
    { name: "hero-budapest-window", element: <HeroDrawing /> },
  ].map(({ name, element }) => ({ name, svg: `${withThemeColours(renderToStaticMarkup(element))}\n` }));
}
