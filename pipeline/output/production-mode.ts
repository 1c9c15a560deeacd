// Imported first by the build scripts: React picks its development or production build when it is first
// loaded, from NODE_ENV. The social cards' JSX loads React before vike's prerender does, and vike renders
// with react-dom's production build; a development React under a production react-dom fails
// ("dispatcher.getOwner is not a function"). So the build process is in production mode from the start.
process.env.NODE_ENV ??= "production";
