import { useEffect } from "react";
import { buttonClasses } from "#app/components/ui/button.tsx";
import { pages } from "#app/content/pages.ts";
import { notFound } from "#app/content/site.ts";
import { buildMeta } from "#app/lib/seo/meta.ts";

export const meta = () =>
  buildMeta({ name: notFound.title, description: notFound.body, path: "/404" }, { noindex: true });

/**
 * The spec asks for every 404 visit to be logged. The served 404 page ships no framework script, so it logs
 * from an inline script; a 404 rendered by the client router (a stale link on a hydrated page) logs from the
 * effect, as inline scripts that React inserts never run. Only one of the two ever runs.
 */
const logMessage = "404 Error: User attempted to access non-existent route: ";
const logNotFound = `console.error(${JSON.stringify(logMessage)}+location.pathname)`;

export default function NotFound() {
  useEffect(() => console.error(logMessage + window.location.pathname), []);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center">
      <p className="text-7xl font-bold tracking-tight text-accent-700" aria-hidden="true">
        {notFound.code}
      </p>
      <h1 className="mt-4 text-3xl font-bold">
        <span className="sr-only">{notFound.code}: </span>
        {notFound.heading}
      </h1>
      <p className="mt-4 max-w-md text-muted">{notFound.body}</p>
      <a href={pages.home.path} className={buttonClasses("secondary", "lg", "mt-10")}>
        {notFound.homeLabel}
      </a>
      <script dangerouslySetInnerHTML={{ __html: logNotFound }} />
    </section>
  );
}
