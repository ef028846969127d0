/**
 * The newsletter's own pages, opened from its emails: the confirmation link and the unsubscribe
 * page. Each speaks the subscriber's language (`locale`, which the root layout reads); a link
 * that is no one's is answered in English.
 */
import { defaultLocale } from "~/content/locales";
import type { ServiceContext } from "../context.server";
import { confirmLinkLanguage, confirmSubscription, findByUnsubscribeToken } from "./newsletter.server";

/**
 * The confirmation link: confirms (once; again shows the same code), 410 for an expired link or
 * an address unsubscribed since, 404 otherwise.
 */
export async function confirmPage(ctx: ServiceContext, token: string) {
  const result = await confirmSubscription(ctx, token);
  const locale = result.status === "unknown" ? defaultLocale : await confirmLinkLanguage(ctx.db, token);
  const status = result.status === "unknown" ? 404 : "discountCode" in result ? 200 : 410;
  return { status, page: { ...result, locale } } as const;
}

/** 'ann@example.com' → 'a••@example.com': enough for its owner to recognise, little for anyone else. */
const maskEmail = (email: string) => {
  const [local, domain] = email.split("@");
  return `${local.slice(0, 1)}${"•".repeat(Math.min(6, Math.max(2, local.length - 1)))}@${domain}`;
};

/**
 * The unsubscribe page asks first (a GET that unsubscribed would unsubscribe everyone whose mail
 * scanner follows links): whose link it is, masked, or that it is no one's (404).
 */
export async function unsubscribePage(ctx: ServiceContext, token: string) {
  const subscriber = await findByUnsubscribeToken(ctx.db, token);
  if (!subscriber)
    return { status: 404, page: { state: "unknown" as const, locale: defaultLocale } } as const;
  return {
    status: 200,
    page: {
      state: subscriber.status === "unsubscribed" ? ("done" as const) : ("ask" as const),
      maskedEmail: maskEmail(subscriber.email),
      locale: subscriber.language,
    },
  } as const;
}
