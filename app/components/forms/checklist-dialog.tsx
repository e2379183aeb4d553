import { Download, X } from "lucide-react";
import { useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { LazyToaster } from "#app/components/ui/lazy-toaster.tsx";
import { checklistForm as copy, checklistPdfPath, formProblem } from "#app/content/forms.ts";
import { uiLabels } from "#app/content/site.ts";
import { checklistPayload } from "#app/lib/forms/checklist.ts";
import { siteConfig } from "#app/site.config.ts";
import { FormProblemSummary } from "./form-problem-summary.tsx";
import { LeadFormSubmit } from "./lead-form-submit.tsx";
import { sendLead } from "./send-lead.ts";
import { TextField } from "./text-field.tsx";
import { useLeadForm } from "./use-lead-form.tsx";

const DIALOG_ID = "checklist-dialog";

function startDownload() {
  const link = document.createElement("a");
  link.href = checklistPdfPath;
  link.download = copy.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

/**
 * "Download Readiness Checklist": a native modal <dialog> opened by an invoker button (commandfor), so it opens
 * at first paint and without JavaScript; Escape, the focus trap and the return of focus are the browser's.
 * Without JavaScript the form posts natively and the confirmation page starts the download.
 * A browser that predates invoker commands (Firefox ESR 140) with JavaScript off opens it as a popover instead
 * (popovertarget, which commandfor overrides where both are known): shown on top, focus in its first field,
 * Escape and the close button hide it. With JavaScript on, the first-paint script makes it modal there too.
 */
export function ChecklistDialog({ label }: { label: string }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const lead = useLeadForm("checklist", {
    send: async (data, botcheck) => {
      const payload = checklistPayload(data, siteConfig.forms.accessKey, botcheck);
      // A failure is shown in the dialog (it stays open); success closes it and is shown on the page.
      if (!(await sendLead(payload, copy, { failureToaster: DIALOG_ID }))) return false;
      dialog.current?.close();
      startDownload();
      return true;
    },
  });
  const { formProps, hiddenFields, problem, isSubmitting } = lead;
  const { labels } = copy;
  return (
    <>
      <Button
        variant="outline-dark"
        size="lg"
        commandfor={DIALOG_ID}
        command="show-modal"
        popoverTarget={DIALOG_ID}
        aria-haspopup="dialog"
      >
        <Download aria-hidden="true" className="size-5" />
        {label}
      </Button>
      <dialog
        ref={dialog}
        id={DIALOG_ID}
        popover="auto"
        aria-labelledby={`${DIALOG_ID}-title`}
        aria-describedby={`${DIALOG_ID}-description`}
        // A native post that came back: open with its errors (the first-paint script makes it modal).
        {...(problem ? { open: true, "data-show-on-load": "" } : {})}
        className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-navy-950/70"
      >
        <h2 id={`${DIALOG_ID}-title`} className="pr-10 text-xl font-bold">
          {copy.title}
        </h2>
        <p id={`${DIALOG_ID}-description`} className="mt-2 text-muted">
          {copy.description}
        </p>
        <form {...formProps} className="relative mt-6 space-y-4">
          {problem && <FormProblemSummary problem={problem} labels={labels} words={formProblem} />}
          {hiddenFields}
          <TextField lead={lead} name="fullName" label={labels.fullName} autoComplete="name" />
          <TextField lead={lead} name="email" label={labels.email} autoComplete="email" />
          <TextField lead={lead} name="companyName" label={labels.companyName} autoComplete="organization" />
          <LeadFormSubmit labels={copy} busy={isSubmitting} className="w-full" />
        </form>
        {/* Its own notices: outside a modal dialog they would be under its backdrop, inert and unheard. */}
        <LazyToaster id={DIALOG_ID} />
        {/* Last in the DOM, so opening the dialog focuses the first field; shown at the top right. */}
        <button
          type="button"
          commandfor={DIALOG_ID}
          command="close"
          popoverTarget={DIALOG_ID}
          popoverTargetAction="hide"
          aria-label={uiLabels.closeDialog}
          className="absolute top-4 right-4 grid size-11 place-items-center rounded-lg text-slate-600 hover:bg-slate-100 hover:text-ink"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </dialog>
    </>
  );
}
