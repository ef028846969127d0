import { data, Form, Link, redirect } from "react-router";
import { requireAppContext } from "~/context";
import {
  buttonClass,
  dangerButtonClass,
  FormMessage,
  inputClass,
  labelClass,
  PageTitle,
  secondaryButtonClass,
  staffMeta,
} from "~/components/staff/staff-ui";
import { formatDateTime } from "~/lib/format";
import { templateWords } from "~/content/staff-leads";
import { endpointAction } from "~/services/platform/endpoint.server";
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  moveReplyTemplate,
  updateReplyTemplate,
} from "~/services/leads/reply-templates.server";
import { requireStaff } from "~/services/staff/session.server";
import type { Route } from "./+types/staff.lead-templates";

/**
 * /staff/leads/templates: the replies offered on each lead's page, edited by the clinic: add,
 * edit, delete and put in order. Any signed-in staff member may; each change is audited.
 */
export const meta: Route.MetaFunction = () => staffMeta(templateWords.title);

const words = templateWords;

export async function loader({ request, context }: Route.LoaderArgs) {
  const app = requireAppContext(context);
  await requireStaff(request, app);
  return {
    templates: await listReplyTemplates(app.db),
    done: new URL(request.url).searchParams.get("done") ?? "",
  };
}

export const action = endpointAction("staffLeadTemplates", async ({ input, request, context }) => {
  const user = await requireStaff(request, context);
  const fields = "name" in input ? { name: input.name, subject: input.subject, body: input.body } : null;
  const outcome =
    input.intent === "create"
      ? await createReplyTemplate(context.db, user, fields!)
      : input.intent === "update"
        ? await updateReplyTemplate(context.db, user, input.id, fields!)
        : input.intent === "delete"
          ? await deleteReplyTemplate(context.db, user, input.id)
          : await moveReplyTemplate(context.db, user, input.id, input.intent);
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
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-name`} className={labelClass}>
          {words.name}
        </label>
        <input
          id={`${idPrefix}-name`}
          name="name"
          required
          maxLength={100}
          defaultValue={values.name}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-subject`} className={labelClass}>
          {words.subject}
        </label>
        <input
          id={`${idPrefix}-subject`}
          name="subject"
          required
          maxLength={200}
          defaultValue={values.subject}
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-body`} className={labelClass}>
          {words.body}
        </label>
        <textarea
          id={`${idPrefix}-body`}
          name="body"
          required
          rows={10}
          defaultValue={values.body}
          className={inputClass}
        />
      </div>
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
