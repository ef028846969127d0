import { isLocale, localeInfo } from "~/content/locales";
import { analyticsWords } from "~/content/staff-analytics";

/**
 * The value a day's rarer values of a dimension are folded into once the day is rolled up
 * (decision 0028): no campaign, source, site or path can be spelt with parentheses.
 */
export const OTHER_VALUE = "(other)";

/** A treatment plan's campaign when its enquiry or booking came with none (parentheses, as above). */
export const NO_CAMPAIGN = "(none)";

/**
 * A recorded value as staff read it: the folded rarer values and a plan's missing campaign by
 * their names, any other as recorded.
 */
export const valueLabel = (value: string) =>
  value === OTHER_VALUE
    ? analyticsWords.otherValue
    : value === NO_CAMPAIGN
      ? analyticsWords.noCampaign
      : value;

/** A recorded language as staff read it ('de' → 'German'); anything else as `valueLabel` says. */
export const languageLabel = (value: string) =>
  isLocale(value) ? localeInfo[value].englishName : valueLabel(value);
