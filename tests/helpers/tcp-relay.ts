// A real TCP relay between a client and PostgreSQL, for tests that need PostgreSQL's answers late or not at all
// (a server too busy to answer, a poll answered out of order). Each test decides, chunk by chunk, what passes.
import net from "node:net";

export type RelayHooks = {
  /** Each chunk a client sends, before it goes on to PostgreSQL. */
  fromClient?: (chunk: Buffer, client: net.Socket) => void;
  /** Each chunk PostgreSQL sends: passed on to `client` unless this returns false (the test keeps or drops it). */
  fromServer?: (chunk: Buffer, client: net.Socket) => boolean;
};

export type Relay = {
  /** `databaseUrl` with the relay's address instead of PostgreSQL's. */
  url: string;
  /** Ends every relayed connection, then stops listening. */
  close: () => Promise<void>;
};

export async function relayToPostgres(databaseUrl: string, hooks: RelayHooks = {}): Promise<Relay> {
  const target = new URL(databaseUrl);
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.add(client).add(upstream);
    client.on("data", (chunk) => {
      hooks.fromClient?.(chunk, client);
      upstream.write(chunk);
    });
    upstream.on("data", (chunk) => {
      if (hooks.fromServer?.(chunk, client) !== false) client.write(chunk);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      a.on("error", () => b.destroy());
      a.on("close", () => b.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
