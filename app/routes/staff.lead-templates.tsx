import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import { Field } from "~/components/staff/field";
import {
  buttonClass,
  dangerButtonClass,
  FormMessage,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { templateWords } from "~/content/staff-leads";
import { endpointAction } from "~/endpoints/endpoint.server";
import { changeReplyTemplates } from "~/services/leads/reply-templates.server";
import { replyTemplatesView } from "~/services/leads/pages.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.lead-templates";

/**
 * /staff/leads/templates: the replies offered on each lead's page, edited by the clinic: add,
 * edit, delete and put in order. Any signed-in staff member may; each change is audited.
 */
export const meta: Route.MetaFunction = () => staffMeta(templateWords.title);

const words = templateWords;

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, requireAppContext(context));
  return replyTemplatesView(staff, new URL(request.url).searchParams);
}

export const action = endpointAction("staffLeadTemplates", async ({ input, request, context }) => {
  const staff = await requireStaff(request, context);
  const fields = "name" in input ? { name: input.name, subject: input.subject, body: input.body } : null;
  const outcome = await changeReplyTemplates(staff, input);
  if (outcome === "duplicate")
    return data(
      { error: words.errors.duplicate, code: "DUPLICATE", values: input.intent === "create" ? fields : null },
      { status: 409 },
    );
  if (outcome === "not-found")
    return data({ error: words.errors.notFound, code: "NOT_FOUND" }, { status: 404 });
  const done = { create: "created", update: "saved", delete: "removed", up: "moved", down: "moved" }[
    input.intent
  ];
  return redirect(`/staff/leads/templates?done=${done}`);
});

const doneMessages: Record<string, string> = {
  created: words.created,
  saved: words.saved,
  removed: words.removed,
  moved: words.moved,
};

function TemplateFields({
  idPrefix,
  values,
}: {
  idPrefix: string;
  values: { name: string; subject: string; body: string };
}) {
  // What the three share: an id under the form's prefix, their words, their name; all required.
  const shared = (name: keyof typeof values) => ({
    id: `${idPrefix}-${name}`,
    label: words[name],
    name,
    required: true,
  });
  return (
    <>
      <Field {...shared("name")} maxLength={100} defaultValue={values.name} />
      <Field {...shared("subject")} maxLength={200} defaultValue={values.subject} />
      <Field as="textarea" {...shared("body")} rows={10} defaultValue={values.body} />
    </>
  );
}

export default function Templates({ loaderData, actionData }: Route.ComponentProps) {
  const { templates, done } = loaderData;
  const kept = actionData && "values" in actionData ? actionData.values : null;
  return (
    <>
      <p className="mb-2">
        <Link to="/staff/leads" className="link">
          {words.back}
        </Link>
      </p>
      <PageTitle>{words.title}</PageTitle>
      <FormMessage data={actionData ?? (doneMessages[done] ? { message: doneMessages[done] } : undefined)} />
      <p className="mb-5 max-w-3xl text-sm">{words.intro}</p>
      <ol className="space-y-5">
        {templates.map((template, i) => (
          <li key={`${template.id}-${template.updatedAt.valueOf()}`}>
            <section
              aria-labelledby={`template-${template.id}`}
              className="rounded-lg border border-line bg-surface p-4"
            >
              <h2 id={`template-${template.id}`} className="mb-3 text-lg font-semibold text-brand-900">
                {template.name}
              </h2>
              <Form method="post" className="space-y-3">
                <input type="hidden" name="intent" value="update" />
                <input type="hidden" name="id" value={template.id} />
                <TemplateFields idPrefix={`t${template.id}`} values={template} />
                <p className="text-xs text-muted">{words.lastChanged(formatDateTime(template.updatedAt))}</p>
                <button type="submit" className={buttonClass}>
                  {words.save}
                </button>
              </Form>
              <div className="mt-3 flex flex-wrap gap-2">
                {i > 0 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="up" />
                    <input type="hidden" name="id" value={template.id} />
                    <button
                      type="submit"
                      className={secondaryButtonClass}
                      aria-label={words.upLabel(template.name)}
                    >
                      {words.up}
                    </button>
                  </Form>
                ) : null}
                {i < templates.length - 1 ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="down" />
                    <input type="hidden" name="id" value={template.id} />
                    <button
                      type="submit"
                      className={secondaryButtonClass}
                      aria-label={words.downLabel(template.name)}
                    >
                      {words.down}
                    </button>
                  </Form>
                ) : null}
                <Form method="post" className="ml-auto">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="id" value={template.id} />
                  <button
                    type="submit"
                    className={dangerButtonClass}
                    aria-label={words.removeLabel(template.name)}
                  >
                    {words.remove}
                  </button>
                </Form>
              </div>
            </section>
          </li>
        ))}
      </ol>
      <section aria-labelledby="add-template" className="mt-6 rounded-lg border border-line bg-surface p-4">
        <h2 id="add-template" className="mb-3 text-lg font-semibold text-brand-900">
          {words.add}
        </h2>
        <Form method="post" className="space-y-3" key={templates.length}>
          <input type="hidden" name="intent" value="create" />
          <TemplateFields idPrefix="new" values={kept ?? { name: "", subject: "", body: "" }} />
          <button type="submit" className={buttonClass}>
            {words.create}
          </button>
        </Form>
      </section>
    </>
  );
}
