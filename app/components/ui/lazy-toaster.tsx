import { lazy, Suspense } from "react";
import { useHydrated } from "#app/lib/use-hydrated.ts";

// Toasts only follow a visitor's action, so the toaster loads after hydration instead of with every page.
const Toaster = lazy(() => import("./sonner.tsx").then((m) => ({ default: m.Toaster })));

/** A toaster that exists once the page has hydrated (toasts need script); `id` names a dialog's own. */
export function LazyToaster({ id }: { id?: string }) {
  const hydrated = useHydrated();
  if (!hydrated) return null;
  return (
    <Suspense fallback={null}>
      <Toaster id={id} />
    </Suspense>
  );
}
