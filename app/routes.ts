import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { industryRouteFile, pageRouteFiles } from "./page-routes.ts";
import { pages } from "#app/content/pages.ts";

export default [
  ...Object.entries(pageRouteFiles).map(([id, file]) => {
    const { path } = pages[id as keyof typeof pageRouteFiles];
    return path === "/" ? index(file, { id }) : route(path, file, { id });
  }),
  // Every industry page, by slug (the known slugs, those in content/pages.json, are pre-rendered).
  route("industries/:slug", industryRouteFile, { id: "industry" }),
  route("thank-you/:form", "routes/form-sent.tsx", { id: "form-sent" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
