/** GET /healthz: liveness. The process answers; it asks nothing of the database (see /readyz). */
export function loader() {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
