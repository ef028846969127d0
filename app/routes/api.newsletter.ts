import { data } from "react-router";
import { requireAppContext } from "~/context";
import { logger } from "~/lib/logger.server";
import { newsletterSchema } from "~/lib/newsletter-schema";
import { subscribeToNewsletter } from "~/services/newsletter.server";
import type { Route } from "./+types/api.newsletter";

/** POST /api/newsletter {email} → 201 new, 200 already subscribed, 400 bad address. */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Method not allowed" }, { status: 405 });
  const { db } = requireAppContext(context);
  const body = await request.json().catch(() => null);
  const parsed = newsletterSchema.safeParse(body ?? {});
  if (!parsed.success) {
    return data(
      { error: parsed.error.issues[0]?.message ?? "Please enter a valid email address." },
      { status: 400 },
    );
  }
  const { created } = await subscribeToNewsletter(db, parsed.data);
  logger.info({ created }, "newsletter sign-up");
  return data({ ok: true }, { status: created ? 201 : 200 });
}

export function loader() {
  return data({ error: "Method not allowed" }, { status: 405, headers: { Allow: "POST" } });
}
