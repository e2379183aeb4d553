import { Button } from "~/components/ui/button";
import { Honeypot } from "./honeypot";

/** The end of every lead form: the honeypot, then the submit button, which says so while the lead is sent. */
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
      <Button type="submit" size="lg" disabled={busy} className={className}>
        {busy ? labels.submitting : labels.submit}
      </Button>
    </>
  );
}
