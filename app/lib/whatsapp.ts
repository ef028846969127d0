import { whatsappWords } from "~/content/whatsapp";
import { staticPages } from "~/content/pages";
import { treatmentMenu, treatmentPath } from "~/content/navigation";

/** The public pages a chat message may name: fixed pages and treatments, by path. */
const pageNames = new Map<string, string>([
  ...staticPages.filter((p) => p.listed).map((p) => [p.path, p.title] as const),
  ...treatmentMenu.flatMap((g) => g.items.map((i) => [treatmentPath(i.slug), i.label] as const)),
]);

/**
 * The message a WhatsApp chat starts with, naming the page the visitor is on. Only pages of the
 * public site are named with their path: a private page (a patient's manage link carries its
 * key in the URL) is never copied into a chat.
 */
export function whatsappMessage(pathname: string, siteName: string): string {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  const name = pageNames.get(path);
  if (name) return whatsappWords.aboutPage(siteName, name, path);
  if (path.startsWith("/dentists/")) return whatsappWords.aboutDentist(siteName, path);
  return whatsappWords.general(siteName);
}

/** WhatsApp's click-to-chat link: https://wa.me/<number>?text=<message>. */
export function whatsappHref(number: string, message: string): string {
  return `https://wa.me/${number.replace(/\D/g, "")}?text=${encodeURIComponent(message)}`;
}
