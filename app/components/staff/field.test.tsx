import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Field } from "./field";
import { inputClass, labelClass } from "./staff-ui";

describe("Field", () => {
  it("draws the same markup as the fields the back office's pages wrote out by hand", () => {
    const shared = renderToStaticMarkup(
      <>
        <Field id="code" label="Code" hint="Six digits" name="code" inputMode="numeric" maxLength={6} />
        <Field
          as="select"
          id="treatment"
          label="Treatment"
          wrapperClassName="min-w-64 grow"
          name="treatment"
          defaultValue="Crowns"
          options={[{ value: "", label: "Any" }, { value: "de", label: "German" }, { label: "Crowns" }]}
        />
        <Field bare as="textarea" id="note" label="Note" name="note" rows={4} required />
      </>,
    );
    const byHand = renderToStaticMarkup(
      <>
        <div>
          <label htmlFor="code" className={labelClass}>
            Code
          </label>
          <input
            id="code"
            name="code"
            inputMode="numeric"
            maxLength={6}
            aria-describedby="code-hint"
            className={inputClass}
          />
          <p id="code-hint" className="mt-1 text-sm text-muted">
            Six digits
          </p>
        </div>
        <div className="min-w-64 grow">
          <label htmlFor="treatment" className={labelClass}>
            Treatment
          </label>
          <select id="treatment" name="treatment" defaultValue="Crowns" className={inputClass}>
            <option value="">Any</option>
            <option value="de">German</option>
            <option>Crowns</option>
          </select>
        </div>
        <label htmlFor="note" className={labelClass}>
          Note
        </label>
        <textarea id="note" name="note" rows={4} required className={inputClass} />
      </>,
    );
    expect(shared).toBe(byHand);
  });

  it("ties a hint kept under an id of its own, right under the control, and no hint when there is none", () => {
    const times = renderToStaticMarkup(
      <Field id="appointmentTimes" label="Times" hint="Comma" hintId="times-hint" flushHint name="t" />,
    );
    expect(times).toContain('aria-describedby="times-hint"');
    expect(times).toContain('<p id="times-hint" class="text-sm text-muted">Comma</p>');
    const plain = renderToStaticMarkup(<Field id="reason" label="Reason" name="reason" />);
    expect(plain).not.toContain("aria-describedby");
    expect(plain).not.toContain("<p");
  });
});
