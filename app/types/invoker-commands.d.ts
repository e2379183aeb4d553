// Invoker commands (HTML): a button opens or closes a <dialog> or popover without script. React passes the
// attributes through; its types do not list them yet.
import "react";

declare module "react" {
  // Merges with React's own interface, whose type parameter is named T.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
