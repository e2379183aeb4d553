import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageList } from "./content/pages.ts";

const industryRoute = "routes/industry.tsx";

export default [
  ...pageList
    .filter((page) => page.file !== industryRoute)
    .map((page) =>
      page.path === "/" ? index(page.file, { id: page.id }) : route(page.path, page.file, { id: page.id }),
    ),
  // Every industry page, by slug (the five known slugs are pre-rendered: content/pages.ts).
  route("industries/:slug", industryRoute, { id: "industry" }),
  route("thank-you/:form", "routes/form-sent.tsx", { id: "form-sent" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
