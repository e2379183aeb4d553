import type { Config } from "@react-router/dev/config";
import { postBuild } from "#scripts/build/post-build.ts";

export default {
  // Every route is pre-rendered to static HTML at build; only the routes whose handle asks for it hydrate
  // (docs/decisions/0005-html-first.md). Our Node server also renders /pricing per request, from its query string,
  // and a natively posted form that came back with errors (docs/decisions/0006-native-forms-and-server-pricing.md);
  // static hosts serve the pre-rendered files.
  ssr: true,
  // Read when the build pre-renders, not when the config loads: the content check (vite.config.ts) runs first, so a
  // broken content file stops the build with its message rather than a stack trace from this import.
  prerender: async () => (await import("#app/content/pages.ts")).prerenderedPaths,
  // The whole route manifest is in each hydrated page, so no request ever depends on a /__manifest endpoint.
  routeDiscovery: { mode: "initial" },
  buildEnd: ({ reactRouterConfig }) => postBuild(reactRouterConfig.buildDirectory),
} satisfies Config;
