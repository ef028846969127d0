import { dialogContract } from "./contract";

/**
 * Dialogs drawn closed with the page (the phone menu, the home page's treatment articles, the
 * gallery's enlargement): a button with
 * the contract's `open` attribute (dialogs.tsx) opens its dialog as a modal; it closes with its close button, Escape, or a
 * click on the backdrop. The browser keeps focus inside while it is open and gives it back to the
 * button when it closes; the page does not scroll behind it (app.css).
 */
export function runDialogs() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element;
    const opener = target.closest?.<HTMLElement>(`[${dialogContract.open}]`);
    if (opener) {
      const dialog = document.getElementById(opener.getAttribute(dialogContract.open) ?? "");
      if (dialog instanceof HTMLDialogElement && !dialog.open) dialog.showModal();
      return;
    }
    const dialog = target.closest?.<HTMLDialogElement>("dialog[open]");
    if (!dialog?.querySelector(`[${dialogContract.close}]`)) return;
    // The backdrop (a click on the dialog itself), the close button, or a link followed.
    if (target === dialog || target.closest(`[${dialogContract.close}], a`)) dialog.close();
  });
}
