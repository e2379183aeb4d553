import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, RouterContextProvider, ServerRouter } from "react-router";
import { type FormProblem, FormProblemContext, formProblemLoadContext } from "#app/lib/forms/problem.ts";
import { plans } from "#app/content/plans.ts";
import { cohortStatusAt, cohortStatusOn } from "#app/lib/cohorts/calendar.ts";
import { renderDayLoadContext } from "#app/lib/cohorts/render-day.ts";
import { CohortStatusContext } from "#app/lib/cohorts/status.ts";

/**
 * Pre-rendering at build, and the few pages the Node server renders per request (/pricing from its query
 * string, a natively posted form that came back with errors). Each page is rendered whole before it is sent:
 * the server hashes its inline scripts into the CSP (server/site/page-renderer.ts), so nothing may stream after.
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") return Promise.resolve(new Response(null, { status, headers }));
  const problem = loadContext.get(formProblemLoadContext);
  // The day the page is for: the request's (the Node server sets it), else now (the build's pre-render).
  const day = loadContext.get(renderDayLoadContext);
  const cohortStatus = day
    ? cohortStatusOn(plans.cmmcAccelerator, day)
    : cohortStatusAt(plans.cmmcAccelerator, new Date());
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        headers.set("Content-Type", "text/html; charset=utf-8");
        resolve(new Response(Buffer.concat(chunks), { status, headers }));
        done();
      },
    });
    const { pipe } = renderToPipeableStream(
      <FormProblemContext.Provider value={problem}>
        <CohortStatusContext.Provider value={cohortStatus}>
          <ServerRouter context={routerContext} url={request.url} />
        </CohortStatusContext.Provider>
      </FormProblemContext.Provider>,
      {
        onAllReady: () => pipe(sink),
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * The load context for a server render, built here so the context key is the one this bundle reads
 * (the server imports the built bundle, not the source module).
 */
export function renderContext(problem: FormProblem | null = null, day: string | null = null): RouterContextProvider {
  const context = new RouterContextProvider();
  context.set(formProblemLoadContext, problem);
  context.set(renderDayLoadContext, day);
  return context;
}
