import { CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { formSent } from "#app/content/forms.ts";

/**
 * What a lead form's place says once its message is sent: the form's own success words, kept on the page after the
 * toast has gone, and a button that brings back the (cleared) form. It takes focus when it appears, since the
 * button the visitor pressed is gone with the form, and its heading is what a screen reader reads there.
 */
export function SentConfirmation({
  notice,
  onSendAnother,
}: {
  notice: { title: string; description: string };
  onSendAnother: () => void;
}) {
  const heading = useRef<HTMLParagraphElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="rounded-card border border-emerald-300 bg-emerald-50 p-6">
      <div className="flex gap-3">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-success" />
        <div>
          <p ref={heading} tabIndex={-1} className="text-lg font-semibold">
            {notice.title}
          </p>
          <p className="mt-1 text-muted">{notice.description}</p>
          <Button type="button" variant="secondary" className="mt-5" onClick={onSendAnother}>
            {formSent.sendAnother}
          </Button>
        </div>
      </div>
    </div>
  );
}
