import { render, screen } from "@testing-library/react";
import { createRoutesStub, data } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
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
