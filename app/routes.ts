import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { pageList } from "./content/pages.ts";

export default [
  ...pageList.map((page) =>
    page.path === "/" ? index(page.file, { id: page.id }) : route(page.path, page.file, { id: page.id }),
  ),
  route("thank-you/:form", "routes/form-sent.tsx", { id: "form-sent" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
] satisfies RouteConfig;
