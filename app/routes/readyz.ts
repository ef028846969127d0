import { requireAppContext } from "~/context";

/**
 * GET /readyz: readiness. 200 while the database answers within its deadline, 503 otherwise,
 * so a load balancer sends visitors to an app server that can take their bookings.
 */
export async function loader({ context }: { context: Parameters<typeof requireAppContext>[0] }) {
  const { database, env } = requireAppContext(context);
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), env.DB_DEADLINE_MS);
  });
  const answer = await Promise.race([
    (database?.ping() ?? Promise.reject(new Error("no database"))).then(
      () => "ok" as const,
      () => "error" as const,
    ),
    deadline,
  ]);
  clearTimeout(timer);
  const ready = answer === "ok";
  return Response.json(
    { status: ready ? "ok" : "unavailable", database: ready ? "ok" : "unreachable" },
    {
      status: ready ? 200 : 503,
      headers: { "Cache-Control": "no-store", ...(ready ? {} : { "Retry-After": "30" }) },
    },
  );
}
