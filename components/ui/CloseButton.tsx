// The close button of a <dialog> (the menu, the contact dialog): an invoker command, so it closes the dialog
// without any script, with the cross icon and a label that names what it closes.
import { clsx } from "clsx";
import { Icon } from "./Icon";

type CloseButtonProps = {
  /** The id of the dialog it closes. */
  dialog: string;
  label: string;
  /** On the white dialog or the navy panel. */
  tone: "light" | "dark";
  className?: string;
};

export function CloseButton({ dialog, label, tone, className }: CloseButtonProps) {
  return (
    <button
      type="button"
      commandfor={dialog}
      command="close"
      aria-label={label}
      className={clsx(
        "rounded-full p-2",
        tone === "light"
          ? "text-steel hover:bg-mist hover:text-ink"
          : "text-white/80 hover:bg-white/10 hover:text-white",
        className,
      )}
    >
      <Icon name="close" />
    </button>
  );
}
