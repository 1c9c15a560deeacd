// Loaded on demand so the animation engine stays out of the first download (LazyMotion).
import { domAnimation } from "framer-motion";

export default domAnimation;
