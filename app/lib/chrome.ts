/**
 * The figures of the site's chrome (docs/product.md, Figures), shared by the components that
 * draw it and the site script that runs it (app/site-script).
 */

/** The bar turns solid after this much scrolling, or when the URL hash mentions prices. */
export const SOLID_AFTER_PX = 20;
/** The scroll-to-top button shows after this much scrolling. */
export const SCROLL_TOP_AFTER_PX = 300;
/** How often the Book Now icon draws the eye, and for how long. */
export const NUDGE_EVERY_MS = 5000;
export const NUDGE_FOR_MS = 1000;
/** The newsletter popup: shown this long after load, closed this long after a sign-up. */
export const POPUP_DELAY_MS = 10_000;
export const POPUP_AUTO_CLOSE_MS = 3_000;
/** The local flag a sign-up sets, and its value. */
export const SUBSCRIBED_FLAG = "newsletterSubscribed";

/** Ids the components give the parts the site script drives. */
export const MOBILE_MENU_ID = "mobile-menu";
export const TREATMENTS_PANEL_ID = "treatments-panel";
export const NEWSLETTER_POPUP_ID = "newsletter-popup";
/** Hover delay before the Treatments panel opens. */
export const PANEL_HOVER_DELAY_MS = 100;
