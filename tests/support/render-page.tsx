import { renderToString } from "react-dom/server";
import { createStaticHandler, createStaticRouter, StaticRouterProvider, useLoaderData } from "react-router";

/**
 * A route component rendered as the server sends it (prerendered or per request), parsed
 * into a document to read as a visitor would. Needs the jsdom environment (DOMParser).
 */
export async function renderPage(
  path: string,
  Component: React.ComponentType<{ loaderData: never }>,
  loader?: () => unknown,
): Promise<Document> {
  // Framework mode hands a route its loader's data as a prop.
  const Page = () => <Component loaderData={useLoaderData() as never} />;
  const handler = createStaticHandler([{ path, Component: Page, loader: loader as never }]);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(<StaticRouterProvider router={router} context={context} />);
  return new DOMParser().parseFromString(html, "text/html");
}
