// The component names writers may use in MDX. Kept free of React so the content check (which runs
// in the build process before Vite) does not load React's development runtime.
export const allowedMdxComponents = ["Callout", "Stat", "Figure"] as const;
