// Which item of a list is emphasised: follows the mouse, keyboard focus and taps.
import { useState } from "react";

export function useActiveItem(initial = 0) {
  const [active, setActive] = useState(initial);
  const itemProps = (index: number) => ({
    "data-active": active === index,
    onMouseEnter: () => setActive(index),
    onFocus: () => setActive(index),
    onClick: () => setActive(index),
  });
  return { active, itemProps };
}
