import { Button } from "#app/components/ui/button.tsx";
import { Honeypot } from "./honeypot.tsx";

/**
 * The end of every lead form: the honeypot, then the submit button, which says so while the lead is sent. While
 * sending it is aria-disabled, not disabled: it keeps focus (a disabled button drops it to the page body, where a
 * screen reader user is lost), and the form ignores a second press (use-lead-form.tsx).
 */
export function LeadFormSubmit({
  labels,
  busy,
  className,
}: {
  labels: { submit: string; submitting: string };
  busy: boolean;
  className?: string;
}) {
  return (
    <>
      <Honeypot />
      <Button type="submit" size="lg" aria-disabled={busy || undefined} className={className}>
        {busy ? labels.submitting : labels.submit}
      </Button>
    </>
  );
}
