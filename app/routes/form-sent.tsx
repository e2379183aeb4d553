import { CircleCheck, Download } from "lucide-react";
import type { MetaDescriptor } from "react-router";
import { buttonClasses } from "#app/components/ui/button.tsx";
import {
  acceleratorLeadForm,
  checklistForm,
  contactForm,
  formSent as copy,
  governanceInquiryForm,
  checklistPdfPath,
} from "#app/content/forms.ts";
import { pageByPath, pages } from "#app/content/pages.ts";
import { isLeadForm, leadFormDefinitions, sentPath } from "#app/lib/forms/lead-forms.ts";
import type { LeadForm } from "#app/lib/forms/payload.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";
import type { Route } from "./+types/form-sent";
import NotFound from "./not-found.tsx";

/** Each form's success notice (spec section 8), shown as the page. */
const notices: Record<LeadForm, { title: string; description: string }> = {
  contact: contactForm.success,
  "governance-inquiry": governanceInquiryForm.success,
  "accelerator-lead": acceleratorLeadForm.success,
  checklist: checklistForm.success,
};

export const meta = ({ params }: Route.MetaArgs): MetaDescriptor[] => {
  if (!isLeadForm(params.form)) return [];
  const notice = notices[params.form];
  const tags = buildMeta(
    { name: notice.title, description: notice.description, path: sentPath(params.form) },
    { noindex: true },
  );
  // The checklist's confirmation starts the download, as the dialog does with JavaScript.
  return params.form === "checklist"
    ? [...tags, { httpEquiv: "refresh", content: `0; url=${checklistPdfPath}` }]
    : tags;
};

/**
 * Where a natively posted form lands once its lead is stored (a 303 from the lead endpoint, or the redirect field
 * of an external form service): the spec's success words, in the site's look. No script.
 */
export default function FormSent({ params }: Route.ComponentProps) {
  if (!isLeadForm(params.form)) return <NotFound />;
  const form = params.form;
  const notice = notices[form];
  const origin = pageByPath(leadFormDefinitions[form].page);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <CircleCheck aria-hidden="true" className="size-14 text-accent-700" />
      <h1 className="mt-6 text-3xl font-bold">{notice.title}</h1>
      <p className="mt-4 max-w-md text-lg text-muted">{notice.description}</p>
      {form === "checklist" && (
        <p className="mt-6 text-sm text-muted">
          {copy.downloadHint}{" "}
          <a
            href={checklistPdfPath}
            download={checklistForm.fileName}
            className="font-semibold text-accent-800 underline"
          >
            <Download aria-hidden="true" className="mr-1 inline size-4 align-[-2px]" />
            {copy.downloadLabel}
          </a>
        </p>
      )}
      <div className="mt-10 flex flex-wrap justify-center gap-4">
        {origin && (
          <a href={origin.path} className={buttonClasses("primary", "lg")}>
            {copy.backLabel(origin.name)}
          </a>
        )}
        <a href={pages.home.path} className={buttonClasses("secondary", "lg")}>
          {copy.homeLabel}
        </a>
      </div>
    </section>
  );
}
