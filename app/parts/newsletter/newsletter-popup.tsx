import { Gift, X } from "lucide-react";
import { defaultLocale } from "~/content/locales";
import { contactCopyIn } from "~/content/in/contact";
import { stringsIn } from "~/content/in/en";
import { newsletterErrorWordsIn } from "~/content/in/form-errors";
import { NEWSLETTER_POPUP_ID } from "~/lib/chrome";
import { useLocale } from "~/lib/locale";
import { newsletterContract, popupMark, popupWordsMark } from "./contract";

/**
 * The newsletter popup, drawn with the page and closed: the site script opens it 10 s after load
 * unless the visitor has signed up, sends the sign-up and shows the thanks
 * (script.ts, which sends through send.ts). In the page's language: on a German or French page
 * its form also carries the language (sent with the sign-up, so the emails are written in it)
 * and the words the script says; an English page carries neither (English is the default).
 */
export function NewsletterPopup() {
  const locale = useLocale();
  const strings = stringsIn[locale];
  const t = (key: keyof typeof strings) => strings[key];
  const other = locale !== defaultLocale;
  return (
    <dialog
      id={NEWSLETTER_POPUP_ID}
      data-testid="newsletter-popup"
      aria-labelledby={`${NEWSLETTER_POPUP_ID}-title`}
      aria-describedby={`${NEWSLETTER_POPUP_ID}-text`}
      className="popup-dialog w-[calc(100vw-2rem)] max-w-md rounded-2xl bg-white p-7 shadow-2xl"
    >
      <button
        type="button"
        {...popupMark(newsletterContract.close)}
        aria-label={t("newsletter.close")}
        className="absolute top-3 right-3 inline-flex size-11 items-center justify-center rounded-full text-muted hover:bg-brand-50 hover:text-brand-900"
      >
        <X aria-hidden="true" className="size-5" />
      </button>
      <div {...popupMark(newsletterContract.form)}>
        <div className="mb-4 inline-flex size-12 items-center justify-center rounded-full bg-accent-100 text-accent-700">
          <Gift aria-hidden="true" className="size-6" />
        </div>
        <h2
          id={`${NEWSLETTER_POPUP_ID}-title`}
          className="pr-8 font-display text-2xl font-semibold text-brand-900"
        >
          {t("newsletter.title")}
        </h2>
        <p id={`${NEWSLETTER_POPUP_ID}-text`} className="mt-2 text-muted">
          {t("newsletter.text")}
        </p>
        <form
          className="mt-5 space-y-3"
          {...(other
            ? popupWordsMark({
                sending: contactCopyIn[locale].sending,
                errors: newsletterErrorWordsIn[locale],
              })
            : {})}
        >
          {other ? <input type="hidden" name="language" value={locale} /> : null}
          <label htmlFor="newsletter-email" className="block text-sm font-semibold text-ink">
            {t("newsletter.emailLabel")}
          </label>
          <input
            id="newsletter-email"
            name="email"
            type="email"
            required
            autoComplete="email"
            className="block w-full rounded-xl border border-line bg-white px-4 py-3 text-base text-ink"
          />
          <button type="submit" className="btn-primary w-full">
            {t("newsletter.submit")}
          </button>
          <p
            role="alert"
            {...popupMark(newsletterContract.error)}
            hidden
            className="text-sm text-danger-700"
          />
          <p className="text-xs text-muted">{t("newsletter.privacy")}</p>
        </form>
      </div>
      <div role="status" {...popupMark(newsletterContract.thanks)} hidden className="py-4 text-center">
        <h2 className="font-display text-2xl font-semibold text-brand-900">{t("newsletter.thanksTitle")}</h2>
        <p className="mt-3 text-muted">{t("newsletter.thanksText")}</p>
      </div>
    </dialog>
  );
}
