import { useLocation } from "react-router";
import { localeInfo, locales } from "~/content/locales";
import { languageWordsIn } from "~/content/in/language-words";
import { useLocale } from "~/lib/locale";
import { isPagePath, localizePath, parseLocalePath } from "~/lib/locale-path";
import { dismissAttrs, followAttrs, lineAttrs } from "./contract";

/**
 * One line per other language, each written in that language, drawn hidden: the site script
 * shows the one the browser prefers, on a first visit only, and never redirects (a shared link
 * or a search engine gets the page it asked for). Fixed to the bottom of the screen, so showing
 * it moves nothing on the page. Without JavaScript it stays hidden; the switch is always there.
 */
export function LanguageSuggestion() {
  const locale = useLocale();
  const { pathname } = useLocation();
  const { path } = parseLocalePath(pathname);
  if (!isPagePath(path)) return null;
  return (
    <>
      {locales
        .filter((other) => other !== locale)
        .map((other) => {
          const words = languageWordsIn[other];
          return (
            <div
              key={other}
              hidden
              lang={localeInfo[other].tag}
              role="region"
              aria-label={words.switcher}
              {...lineAttrs(other)}
              className="fixed inset-x-0 bottom-0 z-50 border-t border-brand-200 bg-white px-4 py-3 text-ink shadow-[0_-4px_16px_rgb(0_0_0/0.12)]"
            >
              <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 text-[0.95rem]">
                <p>{words.suggestion}</p>
                <p className="flex items-center gap-2">
                  <a
                    href={localizePath(path, other)}
                    hrefLang={localeInfo[other].tag}
                    className="btn-primary min-h-11"
                    {...followAttrs}
                  >
                    {words.suggestionLink}
                  </a>
                  <button type="button" className="btn-outline min-h-11" {...dismissAttrs}>
                    {words.dismiss}
                  </button>
                </p>
              </div>
            </div>
          );
        })}
    </>
  );
}
