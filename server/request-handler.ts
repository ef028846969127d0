import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";

/**
 * React Router behind our edge. Unlike @react-router/express, the request's URL is built from
 * SITE_URL, never from the Host or X-Forwarded-Host headers (so nothing a client sends can
 * change an absolute URL we make), and the body is the one the edge already read and capped.
 */
export function reactRouterHandler({
  build,
  mode,
  siteUrl,
  getLoadContext,
}: {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: "production" | "development";
  siteUrl: string;
  getLoadContext: (req: ExpressRequest, res: ExpressResponse) => AppLoadContext;
}): RequestHandler {
  const handle = createRequestHandler(build, mode);
  const origin = new URL(siteUrl).origin;

  return async (req, res, next) => {
    try {
      const controller = new AbortController();
      res.on("close", () => {
        if (!res.writableFinished) controller.abort();
      });
      const headers = new Headers();
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
      }
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = res.locals.body as Buffer | undefined;
      const request = new Request(new URL(req.originalUrl, origin), {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(hasBody ? { body: body ? new Uint8Array(body) : null } : {}),
      });
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        res.append(key, value);
      }
      for (const cookie of response.headers.getSetCookie()) res.append("Set-Cookie", cookie);
      if (response.body) await writeReadableStreamToWritable(response.body, res);
      else res.end();
    } catch (error) {
      if (res.destroyed || res.writableEnded) return;
      next(error);
    }
  };
}
