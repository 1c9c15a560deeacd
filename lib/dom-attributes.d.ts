// HTML attributes React 19.3 passes through but its types do not list yet: the invoker commands that open a
// <dialog> from a button without a script (https://html.spec.whatwg.org/multipage/form-elements.html#attr-button-commandfor).
import "react";

declare module "react" {
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?: "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
