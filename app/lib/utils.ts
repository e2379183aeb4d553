import { type ClassValue, clsx } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}

/** True for absolute http(s) URLs, which open in a new tab across the site. */
export function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}
