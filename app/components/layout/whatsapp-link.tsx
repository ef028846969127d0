import { MessageCircle } from "lucide-react";
import { useLocation } from "react-router";
import { t } from "~/content/en";
import { site } from "~/content/site";
import { whatsappHref, whatsappMessage } from "~/lib/whatsapp";

/**
 * Click-to-chat on WhatsApp: a plain link (no script, nothing fetched from WhatsApp until the
 * visitor clicks), with a first message naming the page. It sits in the navigation bar, so it
 * is on every page without covering content, the newsletter popup or anything at the bottom
 * of a phone's screen.
 */
export function WhatsAppLink({ tone }: { tone: string }) {
  const { pathname } = useLocation();
  return (
    <a
      href={whatsappHref(site.whatsapp.number, whatsappMessage(pathname, site.name))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${t("whatsapp.label")} ${t("footer.newTab")}`}
      data-testid="whatsapp-link"
      className={`flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap ${tone}`}
    >
      <MessageCircle aria-hidden="true" className="size-4" />
      <span className="hidden 2xl:inline">WhatsApp</span>
    </a>
  );
}
