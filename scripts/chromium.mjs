// The one list of Chromium's command-line flags for every launcher in the project (Playwright's config, the
// Lighthouse script): Debian's Chromium, headless in a container, with nothing of its own going to the network.
// Never `playwright install`: the browser is the system's (apt-get install chromium).

/** Debian's Chromium, unless CHROME_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export const CHROMIUM_FLAGS = Object.freeze([
  '--headless=new',
  // Root in a container: Chromium's sandbox needs user namespaces the container does not give.
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // No update checks, component downloads or sync: the measurements and tests see only the site's traffic.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A container's /dev/shm is small: shared memory in /tmp instead.
  '--disable-dev-shm-usage',
]);
