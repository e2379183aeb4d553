import type { Config } from "@react-router/dev/config";
import { prerenderedPaths } from "./app/content/pages.ts";
import { postBuild } from "./scripts/build/post-build.ts";

export default {
  // Every route is pre-rendered to static HTML at build; only the routes whose handle asks for it hydrate
  // (docs/decisions/0005-html-first.md). No runtime SSR.
  ssr: false,
  prerender: prerenderedPaths,
  buildEnd: ({ reactRouterConfig }) => postBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
