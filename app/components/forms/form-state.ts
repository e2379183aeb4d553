/**
 * The state a lead form keeps once React runs (issue 47: in place of react-hook-form, 12 KB of every form page's
 * script): the fields stay the browser's own (uncontrolled), so what a visitor typed before the script ran is never
 * undone; the schema judges them on the first send and, from then on, each field again as it changes; the first
 * field in error takes focus. The same zod schema the server applies.
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { safeParse } from "zod/mini";
import type { $ZodType } from "zod/v4/core";

/** Each field's first message, by name. */
export type FieldMessages = Record<string, string>;

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** The schema's messages for `values`, one per field (its first), or its output when there are none. */
function judge(schema: $ZodType, values: Record<string, string>): { errors: FieldMessages } | { data: unknown } {
  const result = safeParse(schema, values);
  if (result.success) return { data: result.data };
  const errors: FieldMessages = {};
  for (const issue of result.error.issues) {
    const name = String(issue.path[0] ?? "");
    errors[name] ??= issue.message;
  }
  return { errors };
}

export function useFormState(
  schema: $ZodType,
  {
    onValid,
    onInvalid,
    empty,
  }: {
    /** Sends the schema's output; resolves true when the form is to be emptied. */
    onValid: (data: unknown, event: FormEvent<HTMLFormElement>) => Promise<boolean>;
    onInvalid?: (errors: FieldMessages) => void;
    /** Each field's value once emptied. */
    empty: Record<string, string>;
  },
) {
  // The fields in the order they register (the page's order): the first in error takes focus.
  const fields = useRef(new Map<string, FieldElement>());
  const [errors, setErrors] = useState<FieldMessages>({});
  const [values, setValues] = useState<Record<string, string>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  const tried = useRef(false);

  const read = useCallback(
    () => Object.fromEntries([...fields.current].map(([name, element]) => [name, element.value])),
    [],
  );
  // What the page holds once React runs (typed, restored, or sent back by the server), for a field's live count:
  // read once the fields have registered (a microtask: no frame or timer left behind for a page that goes away).
  useEffect(() => {
    let live = true;
    queueMicrotask(() => {
      if (live) setValues(read());
    });
    return () => {
      live = false;
    };
  }, [read]);

  const register = (name: string) => ({
    name,
    ref: (element: FieldElement | null) => {
      if (element) fields.current.set(name, element);
      else fields.current.delete(name);
    },
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value;
      setValues((current) => ({ ...current, [name]: value }));
      if (!tried.current) return;
      // After a first send, the field is judged again as it changes (the others keep their messages).
      const verdict = judge(schema, read());
      const message = "errors" in verdict ? verdict.errors[name] : undefined;
      setErrors(({ [name]: _old, ...rest }) => (message ? { ...rest, [name]: message } : rest));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    tried.current = true;
    const verdict = judge(schema, read());
    if ("errors" in verdict) {
      setErrors(verdict.errors);
      [...fields.current].find(([name]) => verdict.errors[name])?.[1].focus();
      onInvalid?.(verdict.errors);
      return;
    }
    setErrors({});
    setSubmitting(true);
    let emptied = false;
    try {
      emptied = await onValid(verdict.data, event);
    } finally {
      setSubmitting(false);
    }
    if (!emptied) return;
    for (const [name, element] of fields.current) element.value = empty[name] ?? "";
    tried.current = false;
    setValues(read());
  };

  return { register, onSubmit, errors, values, isSubmitting };
}
