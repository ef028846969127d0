import { Readable, Transform } from "node:stream";
import { writeReadableStreamToWritable } from "@react-router/node";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import type { EdgeDecision } from "../app/endpoints/definition";

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
      // React Router refuses a page's action posted from another origin (400). Where the edge
      // has let the request through, it is told the origin the edge took it as (its decision,
      // app/endpoints/definition.ts), never one that would undo it.
      const edge = res.locals.edge as EdgeDecision | undefined;
      const decided = edge?.origin !== undefined;
      for (const [key, value] of Object.entries(req.headers)) {
        if (value === undefined || (decided && key === "origin")) continue;
        for (const item of Array.isArray(value) ? value : [value]) headers.append(key, item);
      }
      if (edge?.origin) headers.set("origin", edge.origin);
      const hasBody = req.method !== "GET" && req.method !== "HEAD";
      const body = res.locals.body as Buffer | undefined;
      const streamLimit = res.locals.streamBodyLimit as number | undefined;
      const request = new Request(new URL(req.originalUrl, origin), {
        method: req.method,
        headers,
        signal: controller.signal,
        ...(hasBody
          ? streamLimit !== undefined
            ? { body: Readable.toWeb(req.pipe(capped(streamLimit))) as ReadableStream, duplex: "half" }
            : { body: body ? new Uint8Array(body) : null }
          : {}),
      } as RequestInit);
      const response = await handle(request, getLoadContext(req, res));
      if (res.destroyed || res.writableEnded) {
        await response.body?.cancel();
        return;
      }
      res.statusMessage = response.statusText;
      res.status(response.status);
      for (const [key, value] of response.headers) {
        if (key === "set-cookie") continue;
        // A private page's no-store and noindex, set at the edge, are not loosened by a route.
        if ((key === "cache-control" || key === "x-robots-tag") && res.hasHeader(key)) continue;
        // A response with a policy of its own (a stored file's sandbox) replaces the pages' one.
        if (key === "content-security-policy") res.setHeader(key, value);
        else res.append(key, value);
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

/**
 * Passes a streamed body through, failing with BODY_TOO_LARGE once more than `limit` bytes have
 * arrived (a chunked body declares no length, so the count is the only limit).
 */
function capped(limit: number): Transform {
  let size = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (size > limit) {
        callback(Object.assign(new Error("Request body too large"), { code: "BODY_TOO_LARGE" }));
        return;
      }
      callback(null, chunk);
    },
  });
}
