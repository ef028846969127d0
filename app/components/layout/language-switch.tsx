import { useLocation } from "react-router";
import { localeInfo, locales } from "~/content/locales";
import { languageWordsIn } from "~/content/in/language-words";
import { useLocale } from "~/lib/locale";
import { isPagePath, localizePath, parseLocalePath } from "~/lib/locale-path";

interface Props {
  /**
   * False inside another landmark's dialog (the phone menu): a group, so the page keeps one
   * "Language" navigation landmark (the footer's).
   */
  landmark?: boolean;
  className?: string;
  linkClassName?: string;
}

/**
 * The same page in the other languages: plain links, so it works without JavaScript and a
 * search engine follows it. Each name is written in its own language (and marked so for
 * screen readers); the current one is marked as current. Pages that belong to one record (a
 * booking, a token link) have one address in every language and show no switch.
 */
export function LanguageSwitch({ landmark = true, className, linkClassName }: Props) {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { path } = parseLocalePath(pathname);
  if (!isPagePath(path)) return null;
  const words = languageWordsIn[locale];
  const Wrapper = landmark ? "nav" : "div";
  return (
    <Wrapper aria-label={words.switcher} className={className} role={landmark ? undefined : "group"}>
      <ul className="flex flex-wrap items-center gap-x-1 gap-y-1">
        {locales.map((other) => {
          const info = localeInfo[other];
          const current = other === locale;
          return (
            <li key={other}>
              <a
                href={localizePath(path, other)}
                hrefLang={info.tag}
                lang={info.tag}
                aria-current={current ? "page" : undefined}
                className={`inline-flex min-h-11 min-w-11 items-center justify-center rounded-md px-2 ${current ? "font-semibold underline underline-offset-4" : ""} ${linkClassName ?? ""}`}
              >
                {info.name}
              </a>
            </li>
          );
        })}
      </ul>
    </Wrapper>
  );
}
