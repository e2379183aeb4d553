import type { Config } from "@react-router/dev/config";
import { notFoundPath, pageList } from "./app/content/pages.ts";

export default {
  // Every route is pre-rendered to static HTML at build and hydrated in the browser; no runtime SSR.
  ssr: false,
  prerender: [...pageList.map((page) => page.path), notFoundPath],
} satisfies Config;
