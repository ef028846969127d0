import type { Locale } from "~/content/locales";
import { staticPages } from "~/content/pages";
import { treatmentPath } from "~/content/navigation";
import { treatmentMenuIn } from "~/content/in/navigation";
import { pageTitlesIn } from "~/content/in/pages";
import { whatsappWordsIn } from "~/content/in/whatsapp";
import { parseLocalePath } from "./locale-path";

/** The public pages a chat message may name, by English path: fixed pages and treatments. */
const listedPaths = new Set(staticPages.filter((p) => p.listed).map((p) => p.path));

function pageName(path: string, locale: Locale): string | undefined {
  if (listedPaths.has(path)) return pageTitlesIn[locale][path] ?? pageTitlesIn.en[path];
  for (const group of treatmentMenuIn[locale])
    for (const item of group.items) if (treatmentPath(item.slug) === path) return item.label;
  return undefined;
}

/**
 * The message a WhatsApp chat starts with, in the page's language, naming the page the visitor
 * is on (its name and its address as the visitor sees it). Only pages of the public site are
 * named with their path: a private page (a patient's manage link carries its key in the URL) is
 * never copied into a chat.
 */
export function whatsappMessage(pathname: string, siteName: string, locale: Locale = "en"): string {
  const words = whatsappWordsIn[locale];
  const shown = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const { path } = parseLocalePath(shown);
  const name = pageName(path, locale);
  if (name) return words.aboutPage(siteName, name, shown);
  if (path.startsWith("/dentists/")) return words.aboutDentist(siteName, shown);
  return words.general(siteName);
}

/** WhatsApp's click-to-chat link: https://wa.me/<number>?text=<message>. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
