// How a card or a primary link answers the pointer, one look for the whole site: a card lifts 4 px and its edge
// and shadow deepen in 0.2 s; keyboard focus on its link lifts it the same way (the focus ring stays the link's
// 3 px outline, styles.css). Under prefers-reduced-motion nothing moves: the edge and the shadow still change.

/** A boxed card that is one link (`CardLink` inside; the card is `group relative`). */
export const cardLift =
  "transition-[translate,box-shadow] duration-200 ease-out hover:-translate-y-1 hover:shadow-xl hover:ring-ink/25 has-[a:focus-visible]:-translate-y-1 has-[a:focus-visible]:shadow-xl motion-reduce:transition-none motion-reduce:hover:translate-y-0 motion-reduce:has-[a:focus-visible]:translate-y-0";

/** The picture of a card that has no box (an article, a project): the picture's frame lifts instead. */
export const pictureFrameLift =
  "transition-[translate,box-shadow] duration-200 ease-out group-hover:-translate-y-1 group-hover:shadow-xl group-has-[a:focus-visible]:-translate-y-1 group-has-[a:focus-visible]:shadow-xl motion-reduce:transition-none motion-reduce:group-hover:translate-y-0 motion-reduce:group-has-[a:focus-visible]:translate-y-0";

/** A primary text link with an arrow ("Read more", "View details"): an underline that draws in, the arrow moving on. */
export const arrowLink =
  "underline decoration-transparent decoration-2 underline-offset-[6px] transition-[color,text-decoration-color] duration-200 hover:decoration-current";
