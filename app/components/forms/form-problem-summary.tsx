import { CircleAlert } from "lucide-react";
import { type FormProblem, fieldId } from "#app/lib/forms/problem.ts";

/**
 * Above a form the server sent back: what went wrong, each error linked to its field (the errors also show under
 * each field), in the GOV.UK error-summary pattern. It takes focus as the page loads (`autofocus`, rendered into
 * the HTML: the page does not hydrate, and works without JavaScript), so a screen reader reads it first; the
 * page's title begins "Error: " (server/site/page-renderer.ts).
 */
export function FormProblemSummary({
  problem,
  labels,
  words,
}: {
  problem: FormProblem;
  /** Each field's label, said before its message; none when each message names its field itself. */
  labels?: Record<string, string>;
  /**
   * Its heading and the line before the list: a lead form's (`formProblem` in forms.ts) or the quote's. Given, not
   * imported here: the pricing island carries this component, and not the lead forms' copy.
   */
  words: { title: string; fieldsIntro: string };
}) {
  const fields = Object.entries(problem.errors);
  return (
    <div
      tabIndex={-1}
      // The one element that must be read first on a page that exists only to say what went wrong.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
      data-focus-on-load=""
      aria-labelledby={`${problem.form}-problem-title`}
      role="group"
      className="rounded-xl border-2 border-danger bg-red-50 p-4 text-ink outline-none focus-visible:ring-3 focus-visible:ring-focus"
    >
      <p id={`${problem.form}-problem-title`} className="flex items-center gap-2 font-bold">
        <CircleAlert aria-hidden="true" className="size-5 shrink-0 text-danger" />
        {words.title}
      </p>
      {problem.message && <p className="mt-2">{problem.message}</p>}
      {fields.length > 0 && (
        <>
          <p className="mt-2">{words.fieldsIntro}</p>
          <ul className="mt-2 list-disc space-y-1 pl-5">
            {fields.map(([name, message]) => (
              <li key={name}>
                <a href={`#${fieldId(problem.form, name)}`} className="font-medium text-danger underline">
                  {labels ? `${labels[name] ?? name}: ${message}` : message}
                </a>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
