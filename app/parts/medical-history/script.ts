import { historyFormContract as contract, historySelector } from "./contract";

/**
 * The medical history form's script (the form is medical-history-form.tsx; without this it is
 * whole as it is): what a yes asks (a follow-up question, the medicines) is shown only while that
 * question is answered yes, a detail while it is answered yes or not sure (what the patient is
 * unsure of helps the dentist too), and each sends nothing while hidden, unless it holds a refusal,
 * which is never hidden; 'More rows' adds one empty medicine row in place, up to the limit, with
 * focus on it; and the form is sent once however often its button is pressed. No words: the
 * rows' labels come from the markup.
 */
export function runMedicalHistoryForm() {
  showAnsweredParts();
  document.addEventListener("change", (event) => {
    const input = event.target as HTMLInputElement;
    if (input.type !== "radio" || !input.closest(historySelector(contract.form))) return;
    for (const part of document.querySelectorAll<HTMLElement>(historySelector(contract.ifYes, input.name)))
      showIfYes(part);
  });
  document.addEventListener("click", (event) => {
    const button = (event.target as Element).closest?.<HTMLButtonElement>(historySelector(contract.moreRows));
    if (!button) return;
    event.preventDefault();
    addRow(button);
  });
  document.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    if (!form.matches(historySelector(contract.form))) return;
    if (form.hasAttribute(contract.sending)) event.preventDefault();
    else form.setAttribute(contract.sending, "");
  });
  // Back to the page from the browser's cache: it may be sent again.
  window.addEventListener("pageshow", () => {
    for (const form of document.querySelectorAll(historySelector(contract.sending)))
      form.removeAttribute(contract.sending);
  });
}

/** Each part asked with a yes, shown or hidden by its question's answer as the page opens. */
export function showAnsweredParts(root: ParentNode = document) {
  for (const part of root.querySelectorAll<HTMLElement>(historySelector(contract.ifYes))) showIfYes(part);
}

/** Shows the part while its question is answered yes (a detail: or not sure; or it holds a refusal); hidden, it sends nothing. */
function showIfYes(part: HTMLElement) {
  const name = part.getAttribute(contract.ifYes) ?? "";
  const form = part.closest("form");
  const checked = [...(form?.querySelectorAll<HTMLInputElement>("input[type=radio]") ?? [])].find(
    (radio) => radio.name === name && radio.checked,
  );
  const shown =
    checked?.value === "yes" ||
    (checked?.value === "unknown" && part.hasAttribute(contract.alsoUnsure)) ||
    part.hasAttribute(contract.hasError);
  part.hidden = !shown;
  for (const control of part.querySelectorAll<HTMLInputElement | HTMLTextAreaElement | HTMLButtonElement>(
    "input, textarea, button",
  )) {
    // A follow-up's own part decides for itself once shown.
    if (control.closest(historySelector(contract.ifYes)) !== part && shown) continue;
    control.disabled = !shown;
  }
  if (shown)
    for (const inner of part.querySelectorAll<HTMLElement>(historySelector(contract.ifYes))) showIfYes(inner);
}

/** One more empty row, numbered after the last, with focus on its first field. */
function addRow(button: HTMLButtonElement) {
  const group = button.parentElement;
  const list = group?.querySelector<HTMLElement>(historySelector(contract.medicines));
  const rows = list?.querySelectorAll<HTMLElement>(historySelector(contract.row));
  const last = rows?.[rows.length - 1];
  if (!group || !list || !last) return;
  const count = rows.length;
  const max = Number(button.getAttribute(contract.moreRows));
  if (count >= max) return;
  const row = last.cloneNode(true) as HTMLElement;
  for (const control of row.querySelectorAll<HTMLInputElement>("input")) {
    control.name = control.name.replace(/\.\d+\./, `.${count}.`);
    control.id = control.id.replace(/-\d+-/, `-${count}-`);
    control.value = "";
    control.removeAttribute("aria-invalid");
    control.removeAttribute("aria-describedby");
  }
  for (const label of row.querySelectorAll("label"))
    label.htmlFor = label.htmlFor.replace(/-\d+-/, `-${count}-`);
  for (const number of row.querySelectorAll(historySelector(contract.rowNumber)))
    number.textContent = (number.textContent ?? "").replace(/\d+/, String(count + 1));
  // A refusal of the row it was copied from is not this row's.
  for (const sentence of row.querySelectorAll("p")) sentence.remove();
  list.append(row);
  const field = group.querySelector<HTMLInputElement>(historySelector(contract.rowCount));
  if (field) field.value = String(count + 1);
  if (count + 1 >= max) button.hidden = true;
  row.querySelector("input")?.focus();
}
