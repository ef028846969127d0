// @vitest-environment jsdom
import { renderToString } from "react-dom/server";
import { beforeAll, describe, expect, it } from "vitest";
import { medicalHistoryForm } from "~/content/medical-history";
import { medicalHistoryPage } from "~/content/medical-history-page";
import { historyQuestions } from "~/lib/medical-history";
import { historyInputFromFields, type HistoryFormValues } from "~/lib/medical-history-form";
import { MedicalHistoryForm } from "./medical-history-form";
import { runMedicalHistoryForm, showAnsweredParts } from "./script";

// The form's halves together: the markup as the server draws it, moved by its script.

beforeAll(() => runMedicalHistoryForm());

function drawn(values: HistoryFormValues = {}, errors: Record<string, string> = {}, rows = 6) {
  document.body.innerHTML = renderToString(
    <MedicalHistoryForm path="/medical-history/t" values={values} errors={errors} medicineRows={rows} />,
  );
  showAnsweredParts();
  const form = document.querySelector("form")!;
  const partOf = (id: string) =>
    document.querySelector<HTMLElement>(`[data-history-if-yes="answers.${id}"]`)!;
  const radio = (id: string, value: string) =>
    document.getElementById(`mh-${id}-${value}`) as HTMLInputElement;
  const choose = (id: string, value: string) => {
    radio(id, value).checked = true;
    radio(id, value).dispatchEvent(new Event("change", { bubbles: true }));
  };
  const sent = () => Object.fromEntries(new FormData(form)) as Record<string, string>;
  return { form, partOf, radio, choose, sent };
}

describe("the medical history form", () => {
  it("is whole without its script: every question a fieldset with its legend and three labelled radios, every detail 'If yes:'", () => {
    document.body.innerHTML = renderToString(
      <MedicalHistoryForm path="/medical-history/t" values={{}} errors={{}} medicineRows={6} />,
    );
    const fieldsets = [...document.querySelectorAll("fieldset")];
    expect(fieldsets).toHaveLength(historyQuestions.length);
    for (const fieldset of fieldsets) {
      expect(fieldset.querySelector("legend")?.textContent).toBeTruthy();
      const radios = [
        ...fieldset.querySelectorAll<HTMLInputElement>(":scope > div > label > input[type=radio]"),
      ];
      expect(radios.map((radio) => radio.closest("label")?.textContent)).toEqual(["Yes", "No", "Not sure"]);
    }
    const detail = document.querySelector<HTMLTextAreaElement>("#mh-diabetes-detail")!;
    expect(document.querySelector(`label[for=${detail.id}]`)?.textContent).toBe(
      `${medicalHistoryPage.ifYesOrUnsure} ${medicalHistoryForm.sections[4].questions[0].detail} ${medicalHistoryPage.ownWords}`,
    );
    expect(document.querySelectorAll("[hidden]")).toHaveLength(1); // the default button alone
  });

  it("shows a follow-up only after a yes, a detail after a yes or a not sure, and sends nothing hidden", () => {
    const { choose, sent } = drawn();
    const detailPart = () =>
      document.getElementById("mh-diabetes-detail")!.closest<HTMLElement>("[data-history-if-yes]")!;
    const followUpPart = () =>
      document.querySelector<HTMLElement>(
        '[data-history-if-yes="answers.diabetes"]:not([data-history-also-unsure])',
      )!;
    expect(detailPart().hidden).toBe(true);
    expect(followUpPart().hidden).toBe(true);
    (document.getElementById("mh-diabetes-detail") as HTMLTextAreaElement).value = "Typ 2";
    choose("diabetes", "yes");
    expect(detailPart().hidden).toBe(false);
    expect(followUpPart().hidden).toBe(false);
    expect(sent()["answers.diabetes.detail"]).toBe("Typ 2");
    choose("diabetes-controlled", "no");
    choose("diabetes", "unknown");
    expect(detailPart().hidden).toBe(false);
    expect(followUpPart().hidden).toBe(true);
    const unsure = sent();
    expect(unsure["answers.diabetes"]).toBe("unknown");
    expect(unsure["answers.diabetes.detail"]).toBe("Typ 2");
    expect(unsure["answers.diabetes-controlled"]).toBeUndefined();
    choose("diabetes", "no");
    expect(detailPart().hidden).toBe(true);
    const hidden = sent();
    expect(hidden["answers.diabetes.detail"]).toBeUndefined();
    // The submission's shape: the question, with nothing a yes would have asked.
    expect(historyInputFromFields(hidden).answers.diabetes).toEqual({ answer: "no" });
  });

  it("opens with the last answers' parts shown, and never hides a part that holds a refusal", () => {
    const { partOf, choose } = drawn(
      { "answers.heart-valve": "yes", "answers.takes-medicines": "no" },
      { medicines: "Please list your medicines." },
    );
    expect(partOf("heart-valve").hidden).toBe(false);
    expect(partOf("heart-valve-prosthetic").hidden).toBe(true);
    expect(partOf("takes-medicines").hidden).toBe(false);
    choose("takes-medicines", "no");
    expect(partOf("takes-medicines").hidden).toBe(false);
  });

  it("adds medicine rows in place, numbered after the last, with focus on the new one, up to 20", () => {
    const { choose, sent } = drawn({}, {}, 18);
    choose("takes-medicines", "yes");
    const more = document.querySelector<HTMLButtonElement>("[data-history-more-rows]")!;
    more.click();
    const name = document.getElementById("mh-medicine-18-name") as HTMLInputElement;
    expect(document.activeElement).toBe(name);
    expect(name.name).toBe("medicines.18.name");
    expect(name.value).toBe("");
    expect(document.querySelector(`label[for=mh-medicine-18-dose]`)?.textContent).toBe(
      `${medicalHistoryForm.medicines.dose}, ${medicalHistoryPage.medicineRow(19)}`,
    );
    name.value = "Ramipril";
    more.click();
    expect(more.hidden).toBe(true);
    expect(document.querySelectorAll("[data-history-row]")).toHaveLength(20);
    expect(sent()).toMatchObject({
      medicineRows: "20",
      "medicines.18.name": "Ramipril",
      "medicines.19.name": "",
    });
  });

  it("is sent once however often its button is pressed", () => {
    const { form } = drawn();
    const submit = () => form.dispatchEvent(new Event("submit", { bubbles: true, cancelable: true }));
    expect(submit()).toBe(true);
    expect(submit()).toBe(false);
  });
});
