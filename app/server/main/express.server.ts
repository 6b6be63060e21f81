// The HTTP server: starts (database, seed, background jobs, content version) and stops; every request goes through
// the one pipeline (pipeline.server.ts). Built as the SSR entry (vite.config.ts); server.js loads it from
// build/server in production and through Vite in development.
import cluster from "node:cluster";
import { createServer, type Server } from "node:http";
import type { ServerBuild } from "react-router";
import type { PrismaClient } from "#app/generated/prisma/client";
import { ensureAdminCredential } from "../auth/admin-auth.server";
import { startContentVersion } from "../platform/content-version.server";
import { closeDatabase, database } from "../platform/db.server";
import { env } from "../platform/env.server";
import { frontDoorServer } from "../http/front-door.server";
import { startBackgroundJobs, stopBackgroundJobs } from "./jobs.server";
import { createPipeline, type PipelineOptions } from "./pipeline.server";
import { warmSearchIndex } from "../models/products.server";
import { seedDemoContent } from "../seed/seed.server";
import { removeStagedUploads } from "../storage/uploads.server";

export type StartOptions = PipelineOptions & {
  /**
   * False in all but one of several worker processes (server.js): that one runs the background jobs and the
   * once-per-start work (admin credential, seed, warnings) and listens before the others start; the others
   * only write the insights they counted themselves. Default true: a single process does everything.
   */
  backgroundJobs?: boolean;
};

/** Migrates, seeds when empty, starts the background jobs, then listens. Resolves with a stop() function. */
export async function start(options: StartOptions = {}): Promise<{ server: Server; stop: () => Promise<void> }> {
  const started = Date.now();
  const { backgroundJobs = true, ...pipelineOptions } = options;
  const handle = await database();
  const { prisma } = handle;
  if (backgroundJobs) await startOnce(prisma);
  await startBackgroundJobs(prisma, { all: backgroundJobs });

  const stopContentVersion = await startContentVersion(handle);
  warmSearchIndex();

  const serverBuild = pipelineOptions.vite
    ? undefined
    : ((await import("virtual:react-router/server-build")) as ServerBuild);
  // Every request goes through the one pipeline (pipeline.server.ts). Node's own 400 for an HTTP/1.1 request
  // without Host is turned off (requireHostHeader): the pipeline's request-target step answers it, with the same
  // answer as a malformed Host and a line in the request log. Responses are the site's own (default headers).
  const pipeline = createPipeline({ ...pipelineOptions, serverBuild });
  const server = createServer({ requireHostHeader: false, ...pipeline.classes }, pipeline.handler);
  await new Promise<void>((resolve) => server.listen(env.PORT, env.HOST, resolve));
  server.keepAliveTimeout = 65_000;
  frontDoorServer(server);
  // A worker names itself and whether it is the one with the background jobs (server.js starts several).
  const role = cluster.isWorker ? `, worker ${process.pid}${backgroundJobs ? " with the background jobs" : ""}` : "";
  console.log(`Slice Bakery is serving http://localhost:${env.PORT} (ready in ${Date.now() - started} ms${role})`);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeIdleConnections();
      const force = setTimeout(() => server.closeAllConnections(), 3_000);
      await closed;
      clearTimeout(force);
      // Uploads cut off by the closed connections: their temporary files would outlive the process.
      await removeStagedUploads();
      await stopBackgroundJobs();
      await stopContentVersion();
      await closeDatabase();
    })());
  return { server, stop };
}

/** What one process does once per start, before the background jobs: the admin credential, seeding, warnings. */
async function startOnce(prisma: PrismaClient) {
  if (env.NODE_ENV === "production" && !env.PUBLIC_URL) {
    console.warn(
      "PUBLIC_URL is not set: absolute links use each request's Host header, and links in e-mails the address the owner signs in at. Set PUBLIC_URL in production.",
    );
  }
  await ensureAdminCredential();
  if (env.SEED_DEMO) {
    const result = await seedDemoContent(prisma);
    if (result.seeded) console.log("Seeded demo content (offerings, products, banners).");
  }
  if (env.NODE_ENV === "production" && !env.RESEND_API_KEY) {
    console.warn("RESEND_API_KEY is unset: e-mails, verification codes included, are printed to this log, not sent.");
  }
}
