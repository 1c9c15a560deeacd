// The port `npm run serve` and `npm run dev` listen on, and what they say when they cannot: one line naming the
// cause and what to do, never Node's stack trace (stop 81, A2: `PORT=abc`, or a port another server holds, such as
// `npm run dev` on 3000 when `npm run serve` starts, ended both with a stack trace).

/** The port in `PORT` (3000 when unset, 0 for any free one, as the tests ask); throws a one-line message for
    anything but a whole number 0 to 65535. */
export function listenPort(value = process.env.PORT): number {
  if (value === undefined || value === "") return 3000;
  const port = /^\d{1,5}$/.test(value.trim()) ? Number(value) : Number.NaN;
  if (!(port >= 0 && port <= 65_535))
    throw new Error(
      `PORT=${JSON.stringify(value)} is not a port: write a whole number from 0 to 65535, such as PORT=3001`,
    );
  return port;
}

/** What to say, in one line, when `command`'s server cannot listen on `host`:`port` (`error`: its "error" event). */
export function listenFailure(
  error: NodeJS.ErrnoException,
  host: string,
  port: number,
  command = "npm run serve",
): string {
  const where = `${host.includes(":") ? `[${host}]` : host}:${port}`;
  switch (error.code) {
    case "EADDRINUSE":
      return `Cannot listen on ${where}: another program already does (another npm run serve or npm run dev?). Stop it, or choose another port: PORT=${port === 65_535 ? 3001 : port + 1} ${command}`;
    case "EACCES":
    case "EPERM":
      return `Cannot listen on ${where}: this user may not open port ${port} (ports under 1024 need an administrator). Choose another: PORT=3000`;
    case "ENOTFOUND":
    case "EAI_AGAIN":
    case "EADDRNOTAVAIL":
      return `Cannot listen on ${where}: HOST=${host} is no address of this computer. Leave HOST unset (this computer only), or write HOST=0.0.0.0 for every network interface`;
    default:
      return `Cannot listen on ${where}: ${error.message}`;
  }
}
