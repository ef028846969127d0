import { describe, expect, it } from "vitest";
import { eventBookingWordsIn, patientDetailsIn } from "~/content/translations";
import {
  bookButtonText,
  decodeBookingWords,
  encodeBookingWords,
  englishBookingWords,
  seatsText,
} from "./event-booking";
import { patientNameProblem } from "./patient-details";

describe("the booking part's words in the markup", () => {
  for (const locale of ["de", "fr"] as const) {
    it(`carries ${locale}'s words whole, and the script says them as the page does`, () => {
      const words = eventBookingWordsIn[locale];
      const read = decodeBookingWords(
        encodeBookingWords(locale, `/${locale}/x`, words, patientDetailsIn[locale]),
      );
      expect(read.language).toBe(locale);
      expect(read.eventPath).toBe(`/${locale}/x`);
      for (const left of [0, 1, 2, 7, 20]) expect(seatsText(left, read)).toBe(seatsText(left, words));
      expect(bookButtonText("x", { busy: true, full: false }, read)).toBe(words.processing);
      expect(read.checkoutFailed).toBe(words.checkoutFailed);
      expect(patientNameProblem("", read.patient)).toBe(patientDetailsIn[locale].nameMissing);
    });
  }

  it("is English when the markup carries none, or something unreadable", () => {
    expect(decodeBookingWords(null)).toBe(englishBookingWords);
    expect(decodeBookingWords("{not json")).toBe(englishBookingWords);
    expect(seatsText(3)).toBe(eventBookingWordsIn.en.placesLeft(3));
    expect(patientNameProblem("")).toBe(patientDetailsIn.en.nameMissing);
  });
});
