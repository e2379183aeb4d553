import type { BaseSyntheticEvent } from "react";
import { HONEYPOT_FIELD } from "#app/lib/forms/fields.ts";

/** A field people never see or reach; bots that fill it are thanked and discarded by the server. */
export function Honeypot() {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/** The honeypot's value from the submit event of the form that holds it. */
export function honeypotValue(event?: BaseSyntheticEvent): string {
  const form = event?.target;
  if (!(form instanceof HTMLFormElement)) return "";
  const value = new FormData(form).get(HONEYPOT_FIELD);
  return typeof value === "string" ? value : "";
}
