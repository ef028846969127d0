import { MessageCircle } from "lucide-react";
import { useLocation } from "react-router";
import { stringsIn } from "~/content/in/en";
import { siteIn } from "~/content/in/site";
import { useLocale, useWords } from "~/lib/locale";
import { whatsappHref, whatsappMessage } from "~/lib/whatsapp";

/**
 * Click-to-chat on WhatsApp: a plain link (no script, nothing fetched from WhatsApp until the
 * visitor clicks), with a first message naming the page. In the navigation bar from tablet
 * width up; on a phone the bar is full (logo, call, menu), so it is the first thing in the menu
 * instead: never floating over content, the newsletter popup or the bottom of the screen.
 */
export function WhatsAppLink({ variant, tone = "" }: { variant: "bar" | "menu"; tone?: string }) {
  const { pathname } = useLocation();
  const locale = useLocale();
  const strings = useWords(stringsIn);
  const site = useWords(siteIn);
  return (
    <a
      href={whatsappHref(site.whatsapp.number, whatsappMessage(pathname, site.name, locale))}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${strings["whatsapp.label"]} ${strings["footer.newTab"]}`}
      data-testid={`whatsapp-link-${variant}`}
      className={
        variant === "bar"
          ? `hidden min-h-11 min-w-11 items-center justify-center gap-2 rounded-md px-2 py-2 text-[0.95rem] font-semibold whitespace-nowrap sm:flex ${tone}`
          : "btn-outline w-full"
      }
    >
      <MessageCircle aria-hidden="true" className={variant === "bar" ? "size-4" : "size-5"} />
      <span className={variant === "bar" ? "hidden 2xl:inline" : undefined}>{strings["whatsapp.short"]}</span>
    </a>
  );
}
