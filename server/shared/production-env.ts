// Imported first by server/main.ts, before anything loads React: the server always serves a production build, and
// React (and every library that reads NODE_ENV at load) picks its production code only when this is set by then.
// Without it, server rendering of /pricing runs React's development build at about half the speed.
process.env.NODE_ENV = "production";
