import { zodResolver } from "@hookform/resolvers/zod";
import type { BaseSyntheticEvent, RefObject } from "react";
import { useForm } from "react-hook-form";
import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "~/components/ui/dialog";
import { Field, inputClasses } from "~/components/ui/field";
import { checklistPdfPath } from "~/content/checklist";
import { checklistForm as copy } from "~/content/forms";
import { uiLabels } from "~/content/site";
import {
  type ChecklistData,
  type ChecklistValues,
  checklistDefaults,
  checklistPayload,
  checklistSchema,
} from "~/lib/forms/checklist";
import { siteConfig } from "~/site.config";
import { Honeypot, honeypotValue } from "./honeypot";
import { sendLead } from "./send-lead";

function startDownload() {
  const link = document.createElement("a");
  link.href = checklistPdfPath;
  link.download = copy.fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

interface SheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  opener: RefObject<HTMLButtonElement | null>;
}

/** The checklist lead dialog (APG modal: focus trapped, Escape closes, focus returns to the opener). */
export default function ChecklistDialogSheet({ open, onOpenChange: setOpen, opener }: SheetProps) {
  const { register, handleSubmit, reset, formState } = useForm<ChecklistValues, unknown, ChecklistData>({
    resolver: zodResolver(checklistSchema),
    defaultValues: checklistDefaults,
    reValidateMode: "onChange",
  });
  const { errors, isSubmitting } = formState;

  const onSubmit = async (data: ChecklistData, event?: BaseSyntheticEvent) => {
    if (!(await sendLead(checklistPayload(data, siteConfig.forms.accessKey, honeypotValue(event)), copy))) return;
    setOpen(false);
    reset();
    startDownload();
  };

  const { labels } = copy;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogContent
        closeLabel={uiLabels.closeDialog}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          opener.current?.focus();
        }}
      >
        <DialogTitle className="pr-10 text-xl font-bold">{copy.title}</DialogTitle>
        <DialogDescription className="mt-2 text-muted">{copy.description}</DialogDescription>
        <form method="post" noValidate onSubmit={handleSubmit(onSubmit)} className="relative mt-6 space-y-4">
          <Field label={labels.fullName} required error={errors.fullName?.message}>
            {(p) => (
              <input
                {...p}
                {...register("fullName")}
                autoComplete="name"
                required
                maxLength={100}
                className={inputClasses}
              />
            )}
          </Field>
          <Field label={labels.email} required error={errors.email?.message}>
            {(p) => (
              <input
                {...p}
                {...register("email")}
                type="email"
                autoComplete="email"
                required
                maxLength={255}
                className={inputClasses}
              />
            )}
          </Field>
          <Field label={labels.companyName} required error={errors.companyName?.message}>
            {(p) => (
              <input
                {...p}
                {...register("companyName")}
                autoComplete="organization"
                required
                maxLength={100}
                className={inputClasses}
              />
            )}
          </Field>
          <Honeypot />
          <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
            {isSubmitting ? copy.submitting : copy.submit}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
