import { act, render, screen } from "@testing-library/react";
import { createRoutesStub, data, Link, Outlet } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ScrollManager, SCROLL_DELAY_MS } from "#app/components/layout/scroll-manager.tsx";
import { errorPage } from "#app/content/site.ts";
import { ErrorBoundary } from "./root.tsx";

describe("route error boundary", () => {
  beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => {}));

  it("shows the router's generic heading with the error's message", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => {
          throw new Error("Kaboom in a section");
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByRole("heading", { name: errorPage.heading })).toBeInTheDocument();
    expect(screen.getByText("Kaboom in a section")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: errorPage.homeLabel })).toHaveAttribute("href", "/");
  });

  it("shows the status of a thrown response", async () => {
    const Stub = createRoutesStub([
      {
        path: "/",
        Component: () => null,
        loader: () => {
          throw data(null, { status: 503, statusText: "Service Unavailable" });
        },
        ErrorBoundary: ErrorBoundary as never,
      },
    ]);
    render(<Stub initialEntries={["/"]} />);
    expect(await screen.findByText("503 Service Unavailable")).toBeInTheDocument();
  });
});

describe("scroll after a route change", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.scrollTo = vi.fn() as never;
    Element.prototype.scrollIntoView = vi.fn();
    window.matchMedia = vi.fn(() => ({ matches: true })) as never;
  });
  afterEach(() => vi.useRealTimers());

  function Page() {
    return (
      <>
        <Link to="/other">Other page</Link>
        <Link to="/#platform">Platform</Link>
        <section id="platform">Platform</section>
      </>
    );
  }
  // As in root.tsx: the manager lives in the layout that stays mounted across pages.
  function Layout() {
    return (
      <>
        <main id="main">
          <Outlet />
        </main>
        <ScrollManager />
      </>
    );
  }
  const routes = [
    {
      path: "/",
      Component: Layout,
      children: [
        { index: true, Component: Page },
        { path: "other", Component: Page },
      ],
    },
  ];

  it("waits 100 ms, then scrolls to the top of a new page", async () => {
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/"]} />);
    await act(async () => screen.getByRole("link", { name: "Other page" }).click());
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(SCROLL_DELAY_MS - 1));
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => vi.advanceTimersByTime(1));
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: "auto" });
    expect(document.activeElement?.id).toBe("main");
  });

  it("scrolls to the hash target without smooth motion when reduced motion is preferred", async () => {
    const Stub = createRoutesStub(routes);
    render(<Stub initialEntries={["/"]} />);
    await act(async () => screen.getByRole("link", { name: "Platform" }).click());
    await act(async () => vi.advanceTimersByTime(SCROLL_DELAY_MS));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalledWith({ behavior: "auto", block: "start" });
    expect(document.activeElement?.id).toBe("platform");
  });
});
