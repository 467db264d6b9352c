// How long the tests wait for what they wait for, in one place. A server from source starts in
// about 1.5 s on an idle 2-core machine (docs/performance.md); at a load of 19 starts took over 30 s,
// so a start has 90 s before it counts as failed, and the hooks that start servers are sized from it.

/** The longest a server process may take from spawn to its first 200 of /healthz. */
export const serverStartMs = 90_000
